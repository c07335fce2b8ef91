'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { bringIntoView } from '@/lib/ui/bring-into-view';
import { Link } from '@/lib/i18n/navigation';
import { calculateScholarship, fourYearTotal, readCgpa, type Gender, type ScholarshipResult } from '@/lib/fees/scholarship';
import { formatMoney, formatPercent } from '@/lib/fees/money';
import { fill } from '@/lib/i18n/fill';
import type enMessages from '@/messages/en.json';
import formStyles from '@/components/forms/form.module.css';
import styles from './scholarship-calculator.module.css';
import type { Locale } from '@/lib/i18n/routing';

export type CalculatorLabels = (typeof enMessages)['scholarshipPage'];
export type CalculatorFee = {
  name: string;
  admission: number;
  semester: number;
  monthly: number;
  /** The admission department this fee record belongs to, for the apply link; null links to the plain form. */
  departmentId: number | null;
  /** Not among the departments open for admission this session: no apply link, a note instead. */
  admissionClosed: boolean;
};

type Props = {
  locale: Locale;
  fees: CalculatorFee[];
  /** The department chosen at first (spec: Computer). */
  defaultIndex: number;
  labels: CalculatorLabels;
};

type Inputs = { index: number; gender: Gender; cgpa: string };
type Outcome = { result: ScholarshipResult | null; error: 'enterCgpa' | 'validCgpa' | null };

function evaluate(fees: CalculatorFee[], inputs: Inputs): Outcome {
  const fee = fees[inputs.index];
  if (!fee) return { result: null, error: null };
  const reading = readCgpa(inputs.cgpa, inputs.gender);
  if (!reading.ok) return { result: null, error: reading.error };
  return { result: calculateScholarship(fee, inputs.gender, reading.value), error: null };
}

/** Announcements wait until typing pauses, so "4", "4.", "4.8" make one, not three. */
export const SPOKEN_DELAY_MS = 700;

/**
 * `text` once it has held for SPOKEN_DELAY_MS after a change; empty until the first change. Each
 * new `asked` (a press of Calculate) says it again at once, changed or not: a status line is read
 * when its text changes, so it is emptied first.
 */
function useSpokenSummary(text: string, asked: number): string {
  const [spoken, setSpoken] = useState('');
  const [first] = useState(text);
  const [answered, setAnswered] = useState(asked);
  if (answered !== asked) {
    setAnswered(asked);
    setSpoken('');
  }
  useEffect(() => {
    if (asked > 0 && spoken === '') {
      const timer = setTimeout(() => setSpoken(text), 50);
      return () => clearTimeout(timer);
    }
    if (text === first && spoken === '') return;
    const timer = setTimeout(() => setSpoken(text), SPOKEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, first, spoken, asked]);
  return spoken;
}

/**
 * The scholarship and tuition calculator (spec sections 4, 5 and 9). It recalculates when the
 * department, gender or CGPA changes, if the student is female or a CGPA is entered; emptying the
 * CGPA of a male student, or switching to male without one, asks for it and clears the results.
 */
export function ScholarshipCalculator({ locale, fees, defaultIndex, labels }: Props) {
  const id = useId();
  const [inputs, setInputs] = useState<Inputs>({ index: defaultIndex, gender: 'male', cgpa: '' });
  const [outcome, setOutcome] = useState<Outcome>({ result: null, error: null });
  const money = (value: number) => formatMoney(value, locale);
  const fee = fees[inputs.index];

  function change(next: Partial<Inputs>) {
    const merged = { ...inputs, ...next };
    setInputs(merged);
    if (merged.gender === 'female' || merged.cgpa.trim() !== '') setOutcome(evaluate(fees, merged));
    // A male student without a CGPA has no result. Ask for one when the CGPA box was emptied or
    // the gender switched to male, not when only the department changed (spec section 4).
    else if (merged.cgpa !== inputs.cgpa || merged.gender !== inputs.gender) {
      setOutcome({ result: null, error: 'enterCgpa' });
    }
    else setOutcome({ result: null, error: outcome.error });
  }

  function onCgpa(event: ChangeEvent<HTMLInputElement>) {
    change({ cgpa: event.target.value });
  }

  // Choices made before the page's script had run are in the boxes but not in the state: take
  // them up once hydrated, and answer for them, instead of showing another department's figures.
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const takeEarlyChoices = useEffectEvent(() => {
    const form = formRef.current;
    const select = form?.querySelector('select');
    const cgpa = form?.querySelector<HTMLInputElement>('input[name="cgpa"]');
    const gender = form?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (!select || !cgpa) return;
    const early: Inputs = {
      index: Number(select.value),
      gender: gender === 'female' ? 'female' : 'male',
      cgpa: cgpa.value,
    };
    const same = early.index === inputs.index && early.gender === inputs.gender && early.cgpa === inputs.cgpa;
    if (!same) change(early);
  });
  useEffect(() => takeEarlyChoices(), []);

  // Calculate answers where the visitor is looking: on a phone the results start far below the
  // button (about 860 px, the total about 1,330), so they are brought into view, focused (the next
  // Tab goes on from them, to Apply) and said again. Without a result, the CGPA box says why.
  const resultsRef = useRef<HTMLElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const cgpaRef = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState(0);
  const reveal = useRef(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = evaluate(fees, inputs);
    setOutcome(next);
    if (next.result) {
      reveal.current = true;
      setAsked((n) => n + 1);
    } else cgpaRef.current?.focus();
  }
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    // The outcome itself (the total and the saving) in the middle of the screen: the whole section
    // is taller than a phone's.
    bringIntoView(outcomeRef.current ?? resultsRef.current, 'center');
  }, [asked]);

  const { result, error } = outcome;
  const errorId = `${id}-cgpa-error`;
  const spoken = useSpokenSummary(
    !fee
      ? ''
      : result
        ? fill(labels.spokenResult, { department: fee.name, monthly: money(result.monthly), total: money(result.total), saving: money(result.saving) }, locale)
        : fill(labels.spokenRegular, { department: fee.name, monthly: money(fee.monthly), total: money(fourYearTotal(fee)) }, locale),
    asked,
  );
  const applyHref = fee?.departmentId != null ? { pathname: '/admission', query: { department: String(fee.departmentId) } } : '/admission';

  return (
    <div className={styles.calculator}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-department`} className={formStyles.label}>
            {labels.department}
          </label>
          <select
            id={`${id}-department`}
            className={formStyles.input}
            value={inputs.index}
            onChange={(event) => change({ index: Number(event.target.value) })}
          >
            {fees.map((f, index) => (
              <option key={`${f.name}-${index}`} value={index}>
                {f.name}
              </option>
            ))}
          </select>
        </div>

        <fieldset className={styles.gender}>
          <legend className={formStyles.label}>{labels.gender}</legend>
          <div className={styles.choices}>
            {(['male', 'female'] as const).map((gender) => (
              <label key={gender} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={gender}
                  checked={inputs.gender === gender}
                  onChange={() => change({ gender })}
                />
                <span>{labels[gender]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={formStyles.field}>
          <label htmlFor={`${id}-cgpa`} className={formStyles.label}>
            {labels.cgpa}
          </label>
          <input
            id={`${id}-cgpa`}
            className={formStyles.input}
            name="cgpa"
            // Text, not a number box: a Bengali keyboard types Bengali digits (readCgpa reads them),
            // which a number box refuses and reports as empty.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            ref={cgpaRef}
            value={inputs.cgpa}
            onChange={onCgpa}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${id}-cgpa-hint` : `${id}-cgpa-hint`}
          />
          <p id={`${id}-cgpa-hint`} className={formStyles.hint}>
            {labels.cgpaHint}
          </p>
          {error ? (
            <p id={errorId} className={formStyles.error} role="alert">
              {labels[error]}
            </p>
          ) : null}
        </div>

        {/* Disabled until the script runs: the browser would send the form itself, a reload that resets it. */}
        <button type="submit" className={`button ${formStyles.submit}`} disabled={!hydrated}>
          {labels.calculate}
        </button>
      </form>

      {/* What changed, said once in a sentence: the figures below, announced one by one as they
          changed, were bare numbers ("20%", "BDT 1,600") with no label. */}
      <p role="status" className="visually-hidden">
        {spoken}
      </p>
      <section ref={resultsRef} tabIndex={-1} className={styles.results} aria-labelledby={`${id}-results`}>
        <h3 id={`${id}-results`} className={styles.resultsTitle}>
          {labels.resultsTitle}
          {fee ? <span className={styles.department}>{fee.name}</span> : null}
        </h3>
        {fee ? (
          <dl className={styles.figures}>
            <div>
              <dt>{labels.regularMonthly}</dt>
              <dd>{money(fee.monthly)}</dd>
            </div>
            <div>
              <dt>{labels.regularTotal}</dt>
              <dd>{money(fourYearTotal(fee))}</dd>
            </div>
            {result ? (
              <>
                <div>
                  <dt>{result.waiver === null ? labels.femaleRate : labels.waiver}</dt>
                  <dd data-result="waiver">{result.waiver === null ? money(result.monthly) : formatPercent(result.waiver, locale)}</dd>
                </div>
                <div>
                  <dt>{labels.monthlyAfter}</dt>
                  <dd data-result="monthly">{money(result.monthly)}</dd>
                </div>
                <div ref={outcomeRef} className={styles.highlight}>
                  <dt>{labels.total}</dt>
                  <dd data-result="total">{money(result.total)}</dd>
                </div>
                <div className={styles.highlight}>
                  <dt>{labels.saving}</dt>
                  <dd data-result="saving">{money(result.saving)}</dd>
                </div>
              </>
            ) : null}
          </dl>
        ) : null}
        {result && result.waiver === 100 ? <p className={styles.note}>{labels.gapNote}</p> : null}
        <p className={styles.note}>{labels.estimateNote}</p>
        {fee?.admissionClosed ? (
          <p className={styles.closed}>{labels.admissionClosed}</p>
        ) : (
          <Link href={applyHref} className="button">
            {labels.apply}
          </Link>
        )}
      </section>
    </div>
  );
}
