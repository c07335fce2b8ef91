import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { SearchOverlay, type SearchLabels } from '@/components/layout/search-overlay';
import { NoResults, PopularSearches } from '@/components/layout/search-empty';
import { setSearchOpen } from '@/lib/ui/search-store';
import type { SearchEntry } from '@/lib/search/site-search';
import type { Locale } from '@/lib/i18n/routing';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const labelsOf = (messages: typeof en): SearchLabels => messages.search;

const page = (id: SearchEntry['id'], title: string, path: string, keywords: string[]): SearchEntry => ({
  id,
  title,
  description: '',
  path,
  category: 'Admission',
  keywords,
});

const ENTRIES: Record<Locale, SearchEntry[]> = {
  en: [
    page('admission', 'Online Admission Application', '/admission', ['admission', 'vorti']),
    page('admissionTuitionFees', 'Tuition Fees', '/admission/tuition-fees', ['fees', 'admission']),
    page('contact', 'Contact Us', '/contact', ['contact']),
  ],
  bn: [
    page('admission', 'অনলাইন ভর্তি আবেদন', '/bn/admission', ['ভর্তি', 'vorti']),
    page('admissionTuitionFees', 'টিউশন ফি', '/bn/admission/tuition-fees', ['ফি', 'ভর্তি']),
    page('contact', 'যোগাযোগ করুন', '/bn/contact', ['যোগাযোগ']),
  ],
};

let opened = 0;
/** The overlay, open, with the page list of `locale` answered by a stand-in for /api/search-index. */
function openOverlay(locale: Locale) {
  const messages = locale === 'en' ? en : (bn as unknown as typeof en);
  const popular = Object.values(messages.search.popularTerms);
  // A new address each time: the overlay keeps one answer per address for the page's life.
  const indexUrl = `/api/search-index/${locale}?test=${++opened}`;
  // jsdom has no fetch nor Response: the overlay reads only `ok` and `json()`.
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ENTRIES[locale] })) as unknown as typeof fetch;
  act(() => setSearchOpen(true));
  render(<SearchOverlay indexUrl={indexUrl} popular={popular} labels={labelsOf(messages)} locale={locale} />);
  return { dialog: screen.getByRole('dialog'), box: screen.getByRole('searchbox'), popular };
}

describe('the search overlay when nothing is found', () => {
  afterEach(() => act(() => setSearchOpen(false)));

  it('says so, offers the nearest keyword as a named button that searches for it, and the popular searches', async () => {
    const user = userEvent.setup();
    const { dialog, box, popular } = openOverlay('en');
    await user.type(box, 'vortee');
    expect(await within(dialog).findByText('No results found for "vortee"')).toBeInTheDocument();
    expect(within(dialog).getByText(en.search.tryDifferent)).toBeInTheDocument();

    // In the live region, so a screen reader hears the suggestion with the message.
    const live = dialog.querySelector('[aria-live="polite"]')!;
    // (jsdom's name computation puts a space after the emphasised term; a browser does not.)
    const suggestion = within(live as HTMLElement).getByRole('button', { name: /^Did you mean vorti ?\?$/ });
    // Outside it: the popular searches, as buttons.
    const region = within(dialog).getByRole('region', { name: en.search.popular });
    expect(live.contains(region)).toBe(false);
    expect(within(region).getAllByRole('button').map((b) => b.textContent)).toEqual(popular);

    // From the keyboard: the button runs the search, and the box keeps focus for the next try.
    suggestion.focus();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('vorti');
    expect(box).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 result found');
    expect(within(dialog).getByRole('link', { name: /Online Admission Application/ })).toHaveAttribute('href', '/admission');
    expect(within(dialog).queryByRole('region', { name: en.search.popular })).toBeNull();
  });

  it('offers no suggestion when nothing is near; a popular search still runs, counted in Bengali digits', async () => {
    const user = userEvent.setup();
    const { dialog, box } = openOverlay('bn');
    await user.type(box, 'zzqx');
    expect(await within(dialog).findByText('“zzqx”-এর জন্য কোনো ফলাফল পাওয়া যায়নি')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /খুঁজছেন/ })).toBeNull();
    const region = within(dialog).getByRole('region', { name: bn.search.popular });
    await user.click(within(region).getByRole('button', { name: 'ভর্তি' }));
    expect(box).toHaveValue('ভর্তি');
    expect(within(dialog).getByRole('status')).toHaveTextContent('২টি ফলাফল পাওয়া গেছে');
  });

  it('in Bengali, forgives the slip and asks in Bengali', async () => {
    const user = userEvent.setup();
    const { dialog, box } = openOverlay('bn');
    await user.type(box, 'ভর্তী');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('২টি ফলাফল পাওয়া গেছে');
    await user.clear(box);
    await user.type(box, 'vortee');
    expect(await within(dialog).findByRole('button', { name: 'আপনি কি vorti খুঁজছেন?' })).toBeInTheDocument();
  });
});

describe('the search page’s empty result, drawn without script', () => {
  it('offers the suggestion and the popular searches as links to their searches', () => {
    const href = (term: string) => `/bn/search?q=${encodeURIComponent(term)}`;
    render(
      <>
        <NoResults title="no results" tryDifferent="try" didYouMean={bn.search.didYouMean} suggestion="vorti" action={{ href }} />
        <PopularSearches heading={bn.search.popular} headingId="search-popular" headingClassName="" terms={['ভর্তি', 'যোগাযোগ']} action={{ href }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'আপনি কি vorti খুঁজছেন?' })).toHaveAttribute('href', '/bn/search?q=vorti');
    const region = screen.getByRole('region', { name: bn.search.popular });
    expect(within(region).getByRole('link', { name: 'যোগাযোগ' })).toHaveAttribute('href', `/bn/search?q=${encodeURIComponent('যোগাযোগ')}`);
  });

  it('leaves the suggestion out when there is none', () => {
    render(<NoResults title="no results" tryDifferent="try" didYouMean={en.search.didYouMean} suggestion={null} action={{ href: () => '/search' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('no results')).toBeInTheDocument();
  });
});
