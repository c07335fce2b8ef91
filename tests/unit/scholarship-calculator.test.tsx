import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { ScholarshipCalculator, type CalculatorFee } from '@/components/admission/scholarship-calculator';
import { serverRendered } from './hydrate-from-server';

// next-intl's Link needs the Next router; a plain anchor with the same href is enough here.
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string | { pathname: string; query: Record<string, string> }; children: ReactNode; className?: string }) => (
    <a className={className} href={typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`}>
      {children}
    </a>
  ),
}));

const labels = en.scholarshipPage;
const FEES: CalculatorFee[] = [
  { name: 'Computer', admission: 5000, semester: 3000, monthly: 2000, departmentId: 1, admissionClosed: false },
  { name: 'Marine', admission: 5000, semester: 5000, monthly: 2000, departmentId: 6, admissionClosed: false },
  { name: 'Power', admission: 5000, semester: 3000, monthly: 500, departmentId: 11, admissionClosed: false },
  { name: 'Shipbuilding', admission: 5000, semester: 7000, monthly: 0, departmentId: 12, admissionClosed: false },
  // Open, but its name fits more than one open department: the plain form.
  { name: 'Electro', admission: 5000, semester: 3000, monthly: 1000, departmentId: null, admissionClosed: false },
  { name: 'Chemical', admission: 5000, semester: 3000, monthly: 1000, departmentId: null, admissionClosed: true },
];

const result = (name: 'waiver' | 'monthly' | 'total' | 'saving') => document.querySelector(`[data-result="${name}"]`);

function setup(locale: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  render(<ScholarshipCalculator locale={locale} fees={FEES} defaultIndex={0} labels={locale === 'en' ? labels : bn.scholarshipPage} />);
  return user;
}

describe('ScholarshipCalculator', () => {
  it('starts on Computer for a male student, with no result until a CGPA is entered', () => {
    setup();
    expect(screen.getByLabelText(labels.department)).toHaveDisplayValue('Computer');
    expect(screen.getByLabelText(labels.male)).toBeChecked();
    const cgpa = screen.getByLabelText(labels.cgpa);
    // A text box with the decimal keyboard: a number box would refuse Bengali digits.
    expect(cgpa).toHaveAttribute('inputmode', 'decimal');
    expect(result('total')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.apply })).toHaveAttribute('href', '/admission?department=1');
  });

  it('male, CGPA 4.8: 30% waiver, BDT 1,400 a month, BDT 96,200 in total', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(labels.cgpa), '4.8');
    expect(result('waiver')).toHaveTextContent('30%');
    expect(result('monthly')).toHaveTextContent('BDT 1,400');
    expect(result('total')).toHaveTextContent('BDT 96,200');
    expect(result('saving')).toHaveTextContent('BDT 28,800');
  });

  it('tells a screen reader the outcome in one sentence once typing pauses, not each figure as it changes', async () => {
    const user = setup();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.type(screen.getByLabelText(labels.cgpa), '4.8');
    await waitFor(() => expect(status).toHaveTextContent('Computer: monthly fee after waiver BDT 1,400; 4-year total BDT 96,200; you save BDT 28,800.'), {
      timeout: 2000,
    });
    // The figures themselves are not a live region any more.
    expect(document.querySelector('[aria-live]')).toBeNull();
    await user.selectOptions(screen.getByLabelText(labels.department), 'Power');
    await waitFor(() => expect(status).toHaveTextContent(/^Power: monthly fee after waiver/), { timeout: 2000 });
  });

  it('Calculate brings the results into view and focus, and says them again; without a CGPA it goes to the box', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const user = setup();
    await user.click(screen.getByRole('button', { name: labels.calculate }));
    expect(screen.getByLabelText(labels.cgpa)).toHaveFocus();
    expect(scrolled).toEqual([]);

    await user.type(screen.getByLabelText(labels.cgpa), '4.8');
    const status = screen.getByRole('status');
    const sentence = 'Computer: monthly fee after waiver BDT 1,400; 4-year total BDT 96,200; you save BDT 28,800.';
    await waitFor(() => expect(status).toHaveTextContent(sentence), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: labels.calculate }));
    const results = screen.getByRole('region', { name: new RegExp(labels.resultsTitle) });
    expect(results).toHaveFocus();
    expect(scrolled).toEqual([document.querySelector('[data-result="total"]')!.parentElement]);
    // Emptied, then the same sentence again: a status line is read out when its text changes.
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status).toHaveTextContent(sentence));
  });

  it('says the outcome in Bengali on Bengali pages', async () => {
    const user = setup('bn');
    await user.click(screen.getByLabelText(bn.scholarshipPage.female));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Computer: ছাড়ের পর মাসিক বেতন ৳৪০০; .*।$/), { timeout: 2000 });
  });

  it('recalculates when the department changes and links to that department', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(labels.cgpa), '5');
    await user.selectOptions(screen.getByLabelText(labels.department), 'Marine');
    expect(result('waiver')).toHaveTextContent('100%');
    expect(result('total')).toHaveTextContent('BDT 45,000');
    expect(screen.getByText(labels.gapNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.apply })).toHaveAttribute('href', '/admission?department=6');
    await user.selectOptions(screen.getByLabelText(labels.department), 'Electro');
    expect(screen.getByRole('link', { name: labels.apply })).toHaveAttribute('href', '/admission');
  });

  it('says admission is not open for a department closed this session, instead of offering to apply', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText(labels.department), 'Chemical');
    expect(screen.getByText(labels.admissionClosed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: labels.apply })).not.toBeInTheDocument();
    // The estimate itself is still given.
    await user.type(screen.getByLabelText(labels.cgpa), '4.8');
    expect(result('total')).toHaveTextContent('BDT 62,600');
    await user.selectOptions(screen.getByLabelText(labels.department), 'Marine');
    expect(screen.queryByText(labels.admissionClosed)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.apply })).toHaveAttribute('href', '/admission?department=6');
  });

  it('says so in Bengali too', async () => {
    const user = setup('bn');
    await user.selectOptions(screen.getByLabelText(bn.scholarshipPage.department), 'Chemical');
    expect(screen.getByText('এই সেশনে এই টেকনোলজিতে ভর্তি নেওয়া হচ্ছে না।')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: bn.scholarshipPage.apply })).not.toBeInTheDocument();
  });

  it('female: 400 a month without a CGPA, capped at the regular fee', async () => {
    const user = setup();
    await user.click(screen.getByLabelText(labels.female));
    expect(result('waiver')).toHaveTextContent('BDT 400');
    expect(result('total')).toHaveTextContent('BDT 48,200');
    await user.selectOptions(screen.getByLabelText(labels.department), 'Shipbuilding');
    expect(result('monthly')).toHaveTextContent('BDT 0');
    expect(result('total')).toHaveTextContent('BDT 61,000');
  });

  it('empty CGPA for a male student: asks for it and clears the results', async () => {
    const user = setup();
    const cgpa = screen.getByLabelText(labels.cgpa);
    await user.type(cgpa, '4');
    expect(result('total')).not.toBeNull();
    await user.clear(cgpa);
    expect(screen.getByRole('alert')).toHaveTextContent(labels.enterCgpa);
    expect(result('total')).toBeNull();
    await user.click(screen.getByLabelText(labels.female));
    expect(screen.queryByText(labels.enterCgpa)).not.toBeInTheDocument();
    expect(result('total')).not.toBeNull();
    await user.click(screen.getByLabelText(labels.male));
    expect(screen.getByText(labels.enterCgpa)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.calculate }));
    expect(screen.getByText(labels.enterCgpa)).toBeInTheDocument();
  });

  it('a male student without a CGPA who only changes the department is not asked for one yet (spec: no recalculation)', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText(labels.department), 'Marine');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(result('total')).toBeNull();
    expect(screen.getByRole('link', { name: labels.apply })).toHaveAttribute('href', '/admission?department=6');
    // Once asked for, the request stays while the department changes.
    await user.click(screen.getByRole('button', { name: labels.calculate }));
    await user.selectOptions(screen.getByLabelText(labels.department), 'Power');
    expect(screen.getByRole('alert')).toHaveTextContent(labels.enterCgpa);
  });

  it('a CGPA outside 0 to 5: the valid-CGPA message and no results', async () => {
    const user = setup();
    const cgpa = screen.getByLabelText(labels.cgpa);
    await user.type(cgpa, '5.5');
    expect(screen.getByRole('alert')).toHaveTextContent(labels.validCgpa);
    expect(cgpa).toHaveAttribute('aria-invalid', 'true');
    expect(result('total')).toBeNull();
    await user.clear(cgpa);
    await user.type(cgpa, '3.2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(result('waiver')).toHaveTextContent('5%');
  });

  it('writes money and percentages in Bengali digits on Bengali pages', async () => {
    const user = setup('bn');
    await user.type(screen.getByLabelText(bn.scholarshipPage.cgpa), '4.8');
    expect(result('waiver')).toHaveTextContent('৩০%');
    expect(result('total')).toHaveTextContent('৳৯৬,২০০');
    const figures = within(screen.getByRole('region', { name: new RegExp(bn.scholarshipPage.resultsTitle) }));
    expect(figures.getByText(bn.scholarshipPage.saving)).toBeInTheDocument();
  });

  it('reads a CGPA typed in Bengali digits, as the Bengali hint writes it', async () => {
    const user = setup('bn');
    await user.type(screen.getByLabelText(bn.scholarshipPage.cgpa), '৪.৮০');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(result('waiver')).toHaveTextContent('৩০%');
    await user.clear(screen.getByLabelText(bn.scholarshipPage.cgpa));
    await user.type(screen.getByLabelText(bn.scholarshipPage.cgpa), '৫.৫');
    expect(screen.getByRole('alert')).toHaveTextContent(bn.scholarshipPage.validCgpa);
  });
});

describe('ScholarshipCalculator before the page is interactive', () => {
  it('cannot be sent by the browser itself, and answers for the choices made before hydration', async () => {
    const page = serverRendered(<ScholarshipCalculator locale="en" fees={FEES} defaultIndex={0} labels={labels} />);
    const view = within(page.container);
    // A press now would reload the page with the choices in the address and reset them.
    expect(view.getByRole('button', { name: labels.calculate })).toBeDisabled();
    // What a visitor can do to the boxes before React listens.
    await userEvent.selectOptions(view.getByLabelText(labels.department), 'Marine');
    await userEvent.click(view.getByLabelText(labels.female));
    await userEvent.type(view.getByLabelText(labels.cgpa), '3');

    await page.hydrate();
    expect(view.getByRole('button', { name: labels.calculate })).toBeEnabled();
    expect(view.getByLabelText(labels.department)).toHaveDisplayValue('Marine');
    expect(view.getByLabelText(labels.female)).toBeChecked();
    expect(view.getByLabelText(labels.cgpa)).toHaveValue('3');
    // Marine for a female student: BDT 400 a month; 5,000 + 8 × 5,000 + 48 × 400.
    expect(result('waiver')).toHaveTextContent('BDT 400');
    expect(result('total')).toHaveTextContent('BDT 64,200');
    expect(view.getByRole('link', { name: labels.apply })).toHaveAttribute('href', '/admission?department=6');
    page.cleanup();
  });
});
