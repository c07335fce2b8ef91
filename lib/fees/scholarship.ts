import { toAsciiDigits } from '@/lib/format/digits';

/**
 * Tuition fees and the SSC-result waiver (spec section 9), as pure functions shared by the fee
 * table and the scholarship calculator, so both always show the same numbers.
 */

/** The fee record's amounts, in BDT. */
export type FeeAmounts = { admission: number; semester: number; monthly: number };
export type Gender = 'male' | 'female';

/** A programme is 4 years: 8 semesters and 48 months. */
export const SEMESTERS = 8;
export const MONTHS = 48;

export const CGPA_MIN = 0;
export const CGPA_MAX = 5;

/** Female students pay this monthly fee whatever their CGPA, but never more than the regular fee. */
export const FEMALE_MONTHLY_FEE = 400;

/* The other text's rule for a 5.00 with a year's gap since SSC (50%) is shown as a note
   (scholarshipPage.gapNote), not applied. */

/** Male waiver bands, highest first: the CGPA from which a band starts, and its waiver in percent. */
export const WAIVER_BANDS: readonly { from: number; percent: number }[] = [
  { from: 5, percent: 100 },
  { from: 4.8, percent: 30 },
  { from: 4.75, percent: 25 },
  { from: 4.5, percent: 20 },
  { from: 4, percent: 15 },
  { from: 3.5, percent: 10 },
  { from: 3, percent: 5 },
];

/**
 * Compared in whole hundredths, cut down, not rounded: 4.995 is below 5 and 4.799 below 4.80 (a
 * CGPA may be typed with more decimals). The small allowance puts a value a float's error under
 * a boundary (4.8 - 1e-12, or 4.75 reached by adding 0.01 steps) on the boundary itself.
 */
const hundredths = (value: number) => Math.floor(value * 100 + 1e-6);

/** The waiver, in percent, for a male student's SSC CGPA (0 below 3.00). */
export function waiverPercent(cgpa: number): number {
  const value = hundredths(cgpa);
  return WAIVER_BANDS.find((band) => value >= hundredths(band.from))?.percent ?? 0;
}

/** The monthly fee a student pays: the female rate capped at the regular fee, or the male fee after the waiver. */
export function monthlyFeeAfterWaiver(regularMonthly: number, gender: Gender, cgpa: number | null): number {
  if (gender === 'female') return Math.min(FEMALE_MONTHLY_FEE, regularMonthly);
  const waiver = cgpa === null ? 0 : waiverPercent(cgpa);
  return (regularMonthly * (100 - waiver)) / 100;
}

/** Spec section 9: admission + 8 × semester fee + 48 × monthly fee. */
export function fourYearTotal(fee: FeeAmounts): number {
  return fee.admission + SEMESTERS * fee.semester + MONTHS * fee.monthly;
}

export type ScholarshipResult = {
  /** The male waiver in percent; null for a female student, whose fee is fixed instead. */
  waiver: number | null;
  regularMonthly: number;
  monthly: number;
  regularTotal: number;
  total: number;
  saving: number;
};

/** Everything the calculator shows for one department, gender and CGPA. */
export function calculateScholarship(fee: FeeAmounts, gender: Gender, cgpa: number | null): ScholarshipResult {
  const monthly = monthlyFeeAfterWaiver(fee.monthly, gender, cgpa);
  const regularTotal = fourYearTotal(fee);
  const total = fourYearTotal({ ...fee, monthly });
  return {
    waiver: gender === 'female' ? null : cgpa === null ? 0 : waiverPercent(cgpa),
    regularMonthly: fee.monthly,
    monthly,
    regularTotal,
    total,
    saving: regularTotal - total,
  };
}

export type CgpaReading = { ok: true; value: number | null } | { ok: false; error: 'enterCgpa' | 'validCgpa' };

/**
 * The CGPA field's text: empty is `value: null` (a male student must enter one: 'enterCgpa');
 * anything that is not a number from 0 to 5 is 'validCgpa'. Bengali digits are read too.
 */
export function readCgpa(text: string, gender: Gender): CgpaReading {
  const trimmed = toAsciiDigits(text).trim();
  if (trimmed === '') return gender === 'female' ? { ok: true, value: null } : { ok: false, error: 'enterCgpa' };
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return { ok: false, error: 'validCgpa' };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < CGPA_MIN || value > CGPA_MAX) return { ok: false, error: 'validCgpa' };
  return { ok: true, value };
}

// One Unicode form (য় has two encodings) and no zero-width joiners, which Bengali text may carry
// in one list and not the other.
const normalizeName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .toLocaleLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * The admission department a fee record belongs to, matched by name: the fee table uses short
 * names ('Computer') and the admission list full ones ('Computer Science and Technology').
 * Exact name first, then a full name that starts with the short one, then a unique first word.
 */
export function matchDepartmentId(feeName: string, departments: readonly { id: number; name: string }[]): number | null {
  const wanted = normalizeName(feeName);
  if (!wanted) return null;
  const named = departments.map((d) => ({ id: d.id, name: normalizeName(d.name) }));
  const exact = named.find((d) => d.name === wanted);
  if (exact) return exact.id;
  const prefixed = named.filter((d) => d.name.startsWith(`${wanted} `));
  if (prefixed.length === 1) return prefixed[0]!.id;
  const firstWord = wanted.split(' ')[0]!;
  const sameStart = named.filter((d) => d.name.split(' ')[0] === firstWord);
  return sameStart.length === 1 ? sameStart[0]!.id : null;
}

/**
 * Whether a fee record's department is among those open for admission, even when its name fits
 * more than one of them (matchDepartmentId then answers null). Every match above shares the
 * name's first word, so a department is closed only when no open department does.
 */
export function openForAdmission(feeName: string, departments: readonly { name: string }[]): boolean {
  const firstWord = normalizeName(feeName).split(' ')[0];
  if (!firstWord) return true;
  return departments.some((d) => normalizeName(d.name).split(' ')[0] === firstWord);
}
