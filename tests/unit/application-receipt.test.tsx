import { act, render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { ApplicationReceipt } from '@/components/forms/application-receipt';
import { institute, formatPhone, mainPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import type { Receipt } from '@/lib/forms/receipt';

const receipt: Receipt = { reference: 'ADM-2026-000013', name: 'Rafiqul Islam', departmentId: 2, department: 'Civil Technology', mobile: '01712345678', sentAt: Date.UTC(2026, 11, 6, 4, 30) };
const MESSAGES = { en, bn };

/** The receipt as the admission page hands it its institute: lib/content/institute.json, in the page's language. */
function renderReceipt(locale: Locale, overrides: Partial<Receipt> = {}) {
  return render(
    <ApplicationReceipt
      receipt={{ ...receipt, ...overrides }}
      department={locale === 'bn' ? 'সিভিল টেকনোলজি' : 'Civil Technology'}
      institute={{ name: institute.name[locale], address: institute.address.full[locale], phone: formatPhone(mainPhone.number, locale) }}
      locale={locale}
      labels={MESSAGES[locale].admissionForm}
    />,
  );
}

afterEach(() => jest.useRealTimers());

describe('the application receipt', () => {
  it('says whose application it is, in English: the institute, its address and phone, and the reference as text and as a QR code', async () => {
    renderReceipt('en');
    expect(screen.getByText('Meridian Institute of Science & Technology')).toBeInTheDocument();
    expect(screen.getByText('12 Boikali Road, Boikali, Khulna 9000, Bangladesh')).toBeInTheDocument();
    expect(screen.getByText('Phone: 01700-000001')).toBeInTheDocument();
    expect(screen.getByText(en.admissionForm.receiptTitle)).toBeInTheDocument();
    expect(screen.getByText('ADM-2026-000013', { selector: 'strong' })).toBeInTheDocument();
    // The encoder arrives in a chunk of its own, a moment after the receipt.
    const qr = await screen.findByRole('img', { name: 'QR code of the reference ADM-2026-000013' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('in Bengali: the institute in Bengali, Bengali digits in the address, phone and dates, the reference kept as it is quoted', async () => {
    renderReceipt('bn');
    expect(screen.getByText('মেরিডিয়ান ইনস্টিটিউট অব সায়েন্স অ্যান্ড টেকনোলজি')).toBeInTheDocument();
    expect(screen.getByText('১২ বৈকালী রোড, বৈকালী, খুলনা ৯০০০, বাংলাদেশ')).toBeInTheDocument();
    expect(screen.getByText('ফোন: ০১৭০০-০০০০০১')).toBeInTheDocument();
    expect(screen.getByText(bn.admissionForm.receiptTitle)).toBeInTheDocument();
    expect(screen.getByText(/০১৭১২৩৪৫৬৭৮/)).toBeInTheDocument();
    expect(screen.getByText(/৬ ডিসেম্বর, ২০২৬ তারিখে পাঠানো হয়েছে/)).toBeInTheDocument();
    expect(screen.getByText('ADM-2026-000013', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'রেফারেন্স নম্বর ADM-2026-000013-এর কিউআর কোড' })).toBeInTheDocument();
    // Every other number in Bengali digits: the printed time too.
    expect(document.body.textContent!.replaceAll('ADM-2026-000013', '')).not.toMatch(/[0-9]/);
  });

  it('prints the time of printing in Dhaka, in the page\'s language, set again when the page is printed', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 6, 9, 45), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderReceipt('bn');
    expect(screen.getByText('প্রিন্টের সময়: ৬ ডিসেম্বর, ২০২৬, দুপুর ৩:৪৫')).toBeInTheDocument();
    jest.setSystemTime(Date.UTC(2026, 11, 6, 15, 5));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('প্রিন্টের সময়: ৬ ডিসেম্বর, ২০২৬, রাত্রি ৯:০৫')).toBeInTheDocument();
  });

  it('prints the English date and time on an English page', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 6, 9, 45), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderReceipt('en');
    expect(screen.getByText('Printed on December 6, 2026, 3:45 PM')).toBeInTheDocument();
  });

  it('without a reference from the institute: no QR code, the rest of the receipt as before', () => {
    renderReceipt('en', { reference: null });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Meridian Institute of Science & Technology')).toBeInTheDocument();
    expect(screen.getByText(/Applicant: Rafiqul Islam/)).toBeInTheDocument();
  });
});
