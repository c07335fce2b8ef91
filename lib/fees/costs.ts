/** Spec section 9: the costs besides tuition, in BDT (those without an amount are set by the board or the office). */
export const ADDITIONAL_COSTS = { misc: 2000, library: 1000, midterm: 450 } as const;
export const MIDTERM_EXAMS = 7;
export const UNPRICED_COSTS = ['registration', 'finalExam', 'training'] as const;

/** The government stipend: per semester, to 100% of female and 70% of male students. */
export const STIPEND_PER_SEMESTER = 5000;
export const STIPEND_SHARE = { female: 100, male: 70 } as const;
