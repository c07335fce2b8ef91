import {
  calculateScholarship,
  FEMALE_MONTHLY_FEE,
  fourYearTotal,
  matchDepartmentId,
  openForAdmission,
  monthlyFeeAfterWaiver,
  readCgpa,
  waiverPercent,
} from '@/lib/fees/scholarship';
import { formatMoney, formatPercent } from '@/lib/fees/money';

/** Spec section 9: the static tuition table (admission / semester / monthly / 4-year total). */
const SPEC_TABLE: [string[], { admission: number; semester: number; monthly: number }, number][] = [
  [['Computer', 'Civil', 'Electrical', 'Mechanical', 'Textile'], { admission: 5000, semester: 3000, monthly: 2000 }, 125_000],
  [['Marine'], { admission: 5000, semester: 5000, monthly: 2000 }, 141_000],
  [['Automobile', 'Electronics', 'Garments Design'], { admission: 5000, semester: 3000, monthly: 1000 }, 77_000],
  [['Architecture', 'Power'], { admission: 5000, semester: 3000, monthly: 500 }, 53_000],
  [['Shipbuilding'], { admission: 5000, semester: 7000, monthly: 0 }, 61_000],
];
const feeOf = (name: string) => SPEC_TABLE.find(([names]) => names.includes(name))![1];

describe('male waiver by SSC CGPA (spec section 9)', () => {
  it.each([
    // Each band at its lower boundary and just below its upper one.
    [5, 100],
    [5.0, 100],
    [4.99, 30],
    [4.8, 30],
    [4.79, 25],
    [4.75, 25],
    [4.74, 20],
    [4.5, 20],
    [4.49, 15],
    [4.0, 15],
    [3.99, 10],
    [3.5, 10],
    [3.49, 5],
    [3.0, 5],
    [2.99, 0],
    [1, 0],
    [0, 0],
  ])('CGPA %s gets %s%%', (cgpa, percent) => {
    expect(waiverPercent(cgpa)).toBe(percent);
  });

  it('reads a value just under a boundary from floating arithmetic in the right band', () => {
    expect(waiverPercent(4.8 - 1e-12)).toBe(30);
    expect(waiverPercent(4.749999999999984)).toBe(25); // 4.75 after adding 0.01 steps in floating point
    expect(waiverPercent(4.75 - 1e-12)).toBe(25);
  });

  it('does not round a CGPA with more decimals up into the next band', () => {
    expect(waiverPercent(4.995)).toBe(30);
    expect(waiverPercent(4.999)).toBe(30);
    expect(waiverPercent(4.795)).toBe(25);
    expect(waiverPercent(4.745)).toBe(20);
    expect(waiverPercent(2.999)).toBe(0);
    expect(waiverPercent(4.801)).toBe(30);
  });
});

describe('4-year total = admission + 8 × semester + 48 × monthly', () => {
  it.each(SPEC_TABLE.flatMap(([names, fee, total]) => names.map((name) => [name, fee, total] as const)))(
    '%s: %o makes %d',
    (_name, fee, total) => {
      expect(fourYearTotal(fee)).toBe(total);
    },
  );
});

describe('monthly fee after waiver', () => {
  it('a male student pays monthly × (100 − waiver) / 100', () => {
    expect(monthlyFeeAfterWaiver(2000, 'male', 4.8)).toBe(1400);
    expect(monthlyFeeAfterWaiver(1000, 'male', 4.5)).toBe(800);
    expect(monthlyFeeAfterWaiver(500, 'male', 3.2)).toBe(475);
    expect(monthlyFeeAfterWaiver(2000, 'male', 5)).toBe(0);
    expect(monthlyFeeAfterWaiver(2000, 'male', 2.5)).toBe(2000);
  });

  it('a female student pays 400 whatever her CGPA, never more than the regular fee', () => {
    expect(FEMALE_MONTHLY_FEE).toBe(400);
    expect(monthlyFeeAfterWaiver(feeOf('Computer').monthly, 'female', 2)).toBe(400);
    expect(monthlyFeeAfterWaiver(feeOf('Computer').monthly, 'female', null)).toBe(400);
    expect(monthlyFeeAfterWaiver(feeOf('Automobile').monthly, 'female', 5)).toBe(400);
    expect(monthlyFeeAfterWaiver(feeOf('Architecture').monthly, 'female', 4.9)).toBe(400);
    expect(monthlyFeeAfterWaiver(feeOf('Power').monthly, 'female', null)).toBe(400);
    expect(monthlyFeeAfterWaiver(feeOf('Shipbuilding').monthly, 'female', null)).toBe(0);
  });
});

describe('calculateScholarship', () => {
  it('male, Computer, CGPA 4.8: 30% waiver, 1,400 a month, 96,200 in total, 28,800 saved', () => {
    expect(calculateScholarship(feeOf('Computer'), 'male', 4.8)).toEqual({
      waiver: 30,
      regularMonthly: 2000,
      monthly: 1400,
      regularTotal: 125_000,
      total: 5000 + 8 * 3000 + 48 * 1400,
      saving: 48 * 600,
    });
  });

  it('male with 5.00 pays no monthly fee: Marine costs admission and semesters only', () => {
    const result = calculateScholarship(feeOf('Marine'), 'male', 5);
    expect(result.waiver).toBe(100);
    expect(result.total).toBe(5000 + 8 * 5000);
    expect(result.saving).toBe(48 * 2000);
  });

  it('female: a fixed rate, no waiver percentage, the cap keeps Shipbuilding at its regular total', () => {
    const computer = calculateScholarship(feeOf('Computer'), 'female', null);
    expect(computer.waiver).toBeNull();
    expect(computer.total).toBe(5000 + 24_000 + 48 * 400);
    expect(computer.saving).toBe(48 * 1600);
    const shipbuilding = calculateScholarship(feeOf('Shipbuilding'), 'female', null);
    expect(shipbuilding.monthly).toBe(0);
    expect(shipbuilding.total).toBe(61_000);
    expect(shipbuilding.saving).toBe(0);
    const power = calculateScholarship(feeOf('Power'), 'female', 3);
    expect(power.monthly).toBe(400);
    expect(power.total).toBe(53_000 - 48 * 100);
  });
});

describe('readCgpa (spec section 5 messages)', () => {
  it('asks a male student for a CGPA when it is empty', () => {
    expect(readCgpa('', 'male')).toEqual({ ok: false, error: 'enterCgpa' });
    expect(readCgpa('   ', 'male')).toEqual({ ok: false, error: 'enterCgpa' });
  });

  it('lets a female student leave it empty', () => {
    expect(readCgpa('', 'female')).toEqual({ ok: true, value: null });
  });

  it.each(['abc', '5.01', '6', '-1', '4..5', '1e1'])('refuses %p', (text) => {
    expect(readCgpa(text, 'male')).toEqual({ ok: false, error: 'validCgpa' });
  });

  it.each([
    ['0', 0],
    ['5', 5],
    ['4.80', 4.8],
    ['৪.৮', 4.8],
    ['.5', 0.5],
  ])('reads %p as %p', (text, value) => {
    expect(readCgpa(text, 'male')).toEqual({ ok: true, value });
  });
});

describe('matchDepartmentId: fee names to admission departments', () => {
  const departments = [
    { id: 1, name: 'Computer Science and Technology' },
    { id: 2, name: 'Civil Technology' },
    { id: 7, name: 'Electrical Technology' },
    { id: 8, name: 'Electronics Technology' },
    { id: 9, name: 'Garments Design and Pattern Making Technology' },
    { id: 13, name: 'Refrigeration and Air Conditioning Technology' },
    { id: 20, name: 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি' },
  ];

  it.each([
    ['Computer', 1],
    ['Civil', 2],
    ['Electrical', 7],
    ['Electronics', 8],
    ['Garments Design', 9],
    ['Refrigeration & AC', 13],
    ['কম্পিউটার', 20],
    ['Civil Technology', 2],
  ])('%s → %d', (name, id) => {
    expect(matchDepartmentId(name, departments)).toBe(id);
  });

  it('answers null when no open department matches (e.g. Chemical is closed this session)', () => {
    expect(matchDepartmentId('Chemical', departments)).toBeNull();
    expect(matchDepartmentId('', departments)).toBeNull();
  });

  it('tells a closed department from one whose name fits more than one open department', () => {
    const twoComputers = [...departments, { id: 30, name: 'Computer Engineering Technology' }];
    expect(matchDepartmentId('Computer', twoComputers)).toBeNull();
    expect(openForAdmission('Computer', twoComputers)).toBe(true);
    expect(openForAdmission('Refrigeration & AC', departments)).toBe(true);
    expect(openForAdmission('কম্পিউটার', departments)).toBe(true);
    expect(openForAdmission('Chemical', departments)).toBe(false);
    expect(openForAdmission('Food', [])).toBe(false);
    // A record without a name is not said to be closed.
    expect(openForAdmission('  ', departments)).toBe(true);
  });

  it('matches Bengali names however য় and the joiners are encoded', () => {
    const power = [{ id: 11, name: 'পাওয\u09bcার টেকনোলজি' }]; // য + nukta: two code points
    expect(matchDepartmentId('পাও\u09dfার', power)).toBe(11); // য়: one code point
    expect(openForAdmission('পাও\u09dfার', power)).toBe(true);
    expect(matchDepartmentId('পাওয\u09bc\u200cার', power)).toBe(11);
  });
});

describe('money in the page digits', () => {
  it('writes BDT in English and ৳ with Bengali digits and lakh grouping in Bengali', () => {
    expect(formatMoney(125_000, 'en')).toBe('BDT 125,000');
    expect(formatMoney(125_000, 'bn')).toBe('৳১,২৫,০০০');
    expect(formatMoney(475, 'bn')).toBe('৳৪৭৫');
    expect(formatPercent(30, 'en')).toBe('30%');
    expect(formatPercent(30, 'bn')).toBe('৩০%');
  });
});
