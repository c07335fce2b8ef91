import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryBoard, type GalleryBoardProps, type GalleryLabels } from '@/components/gallery/gallery-board';
import type { GalleryPerson } from '@/components/gallery/gallery-cards';
import { availableTabs, galleryList } from '@/lib/lists/gallery';
import { serverRendered } from './hydrate-from-server';

jest.mock('next/image', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => {
    const { src, alt, sizes, onError } = props;
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    return createElement('img', { src, alt, sizes, onError });
  },
}));

const labels: GalleryLabels = {
  tablist: 'Gallery sections',
  tabs: { 'top-performers': 'Top Performers', 'success-stories': 'Success Stories', 'video-stories': 'Video Stories' },
  department: 'Department',
  allDepartments: 'All Departments',
  errorHint: 'Please try again later.',
  showing: { many: 'Showing {from}-{to} of {total} results', one: 'Showing 1 result', single: 'Showing result {from} of {total}' },
  empty: {
    'top-performers': { all: 'No top performers available at the moment.', department: 'No {department} top performers available at the moment.' },
    'success-stories': { all: 'No success stories available at the moment.', department: 'No {department} success stories available at the moment.' },
    'video-stories': { all: 'No video stories available at the moment.', department: 'No {department} video stories available at the moment.' },
  },
  video: { play: 'Play the video story of {name}', frameTitle: 'Video story of {name}' },
  pagination: { nav: 'Gallery pages', previous: 'Previous', next: 'Next', page: 'Page {page}' },
};

const DEPARTMENTS = ['Civil Technology', 'Computer Science and Technology', 'Marine Technology'];
const person = (id: number, department: string, extra: Partial<GalleryPerson> = {}): GalleryPerson => ({
  id,
  name: `Person ${id}`,
  department,
  image: `/images/demo/people/p-${id}.webp`,
  facts: ['CGPA 3.90'],
  ...extra,
});

/** 14 top performers (7 Civil, 4 Computer, 3 Marine), 8 success stories, 3 video stories. */
const top = Array.from({ length: 14 }, (_, i) => person(i + 1, DEPARTMENTS[i < 7 ? 0 : i < 11 ? 1 : 2]!));
const stories = Array.from({ length: 8 }, (_, i) => person(100 + i, DEPARTMENTS[i % 2]!, { achievement: 'Engineer', story: 'A story.' }));
const videos = Array.from({ length: 3 }, (_, i) => person(200 + i, DEPARTMENTS[1]!, { image: null, videoUrl: `/files/videos/v-${i}.html` }));

/** Renders the gallery as a visitor arriving at /gallery{query} sees it once it has hydrated. */
function renderGallery({ query = '', ...overrides }: Partial<GalleryBoardProps> & { query?: string } = {}) {
  window.history.replaceState(null, '', `/gallery${query}`);
  return render(<GalleryBoard {...galleryProps(overrides)} />);
}

function galleryProps(overrides: Partial<GalleryBoardProps> = {}): GalleryBoardProps {
  return {
    locale: 'en',
    tabs: availableTabs(videos.length),
    lists: {
      'top-performers': galleryList(top, 'en'),
      'success-stories': galleryList(stories, 'en'),
      'video-stories': galleryList(videos, 'en'),
    },
    labels,
    ...overrides,
  };
}

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/gallery');
  Element.prototype.scrollIntoView = jest.fn();
});

describe('GalleryBoard', () => {
  it('hydrates the prerendered gallery in place, then follows the query of a shared link', async () => {
    // The server prerenders the default view: it never sees the query string.
    const page = serverRendered(<GalleryBoard {...galleryProps()} />);
    const { container } = page;
    const boardOf = (root: HTMLElement) => root.querySelector('[role="tablist"]')?.parentElement;
    const serverBoard = boardOf(container);
    expect(serverBoard).toBeTruthy();
    expect(serverBoard).not.toHaveAttribute('data-ready');

    window.history.replaceState(null, '', '/gallery?tab=success-stories&page=2');
    await page.hydrate();
    // The same element, not a second render of the whole board (no hydration mismatch).
    expect(boardOf(container)).toBe(serverBoard);
    expect(serverBoard).toHaveAttribute('data-ready');
    expect(within(container).getByRole('tab', { name: 'Success Stories' })).toHaveAttribute('aria-selected', 'true');
    expect(within(container).getByText('Showing 7-8 of 8 results')).toBeInTheDocument();
    page.cleanup();
  });

  it('has tabs and page numbers that are links until the script runs, then buttons', async () => {
    const page = serverRendered(<GalleryBoard {...galleryProps()} />);
    const view = within(page.container);
    expect(view.getByRole('tab', { name: 'Success Stories' })).toHaveAttribute('href', '?tab=success-stories');
    expect(view.getByRole('tab', { name: 'Top Performers' })).toHaveAttribute('aria-selected', 'true');
    expect(view.getByRole('navigation', { name: 'Gallery pages' }).querySelector('a[aria-label="Page 2"]')).toHaveAttribute('href', '?page=2');
    view.getByRole('tab', { name: 'Top Performers' }).focus();

    await page.hydrate();
    const tab = view.getByRole('tab', { name: 'Top Performers' });
    expect(tab.tagName).toBe('BUTTON');
    expect(tab).toHaveFocus();
    await userEvent.click(view.getByRole('tab', { name: 'Success Stories' }));
    expect(window.location.search).toBe('?tab=success-stories');
    page.cleanup();
  });

  it('keeps a department chosen before hydration, and shows that department', async () => {
    const page = serverRendered(<GalleryBoard {...galleryProps()} />);
    const view = within(page.container);
    await userEvent.selectOptions(view.getByLabelText('Department'), 'Marine Technology');

    await page.hydrate();
    expect(view.getByLabelText('Department')).toHaveValue('Marine Technology');
    expect(view.getByText('Showing 1-3 of 3 results')).toBeInTheDocument();
    expect(window.location.search).toBe('?dept=Marine+Technology');
    page.cleanup();
  });

  it('follows the ARIA tabs pattern and starts on top performers', () => {
    renderGallery();
    const tablist = screen.getByRole('tablist', { name: 'Gallery sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Top Performers', 'Success Stories', 'Video Stories']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Showing 1-6 of 14 results')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(6);
  });

  it('hides the videos tab when there are no video stories', () => {
    renderGallery({ tabs: availableTabs(0) });
    expect(screen.queryByRole('tab', { name: 'Video Stories' })).not.toBeInTheDocument();
  });

  it('offers All Departments plus the departments of the current tab', async () => {
    const user = userEvent.setup();
    renderGallery();
    const select = screen.getByLabelText('Department');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Departments', ...DEPARTMENTS]);
    await user.click(screen.getByRole('tab', { name: 'Video Stories' }));
    expect(within(screen.getByLabelText('Department')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Departments',
      'Computer Science and Technology',
    ]);
  });

  it('filters by department and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 13-14 of 14 results')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Department'), 'Civil Technology');
    expect(screen.getByText('Showing 1-6 of 7 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(window.location.search).toBe('?dept=Civil+Technology');
  });

  it('changing the tab resets the page and the filter', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.selectOptions(screen.getByLabelText('Department'), 'Civil Technology');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // A last page of one result.
    expect(screen.getByText('Showing result 7 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Success Stories' }));
    expect(screen.getByRole('tab', { name: 'Success Stories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Department')).toHaveValue('');
    expect(screen.getByText('Showing 1-6 of 8 results')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=success-stories');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderGallery();
    screen.getByRole('tab', { name: 'Top Performers' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Success Stories' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Success Stories' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Video Stories' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Top Performers' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Top Performers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the department in the empty text of a filtered tab', () => {
    renderGallery({ query: '?tab=success-stories&dept=Marine+Technology' });
    expect(screen.getByText('No Marine Technology success stories available at the moment.')).toBeInTheDocument();
    // Told to a screen reader too, when the filter empties the list.
    expect(screen.getByText('No Marine Technology success stories available at the moment.').closest('[aria-live]')).not.toBeNull();
  });

  it('shows every department for a department the gallery does not have, without repeating its name', () => {
    // The other language's name after the language switch, or any text put in the address.
    renderGallery({ query: '?tab=success-stories&dept=%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2' });
    expect(cardNames()).toHaveLength(6);
    expect(screen.getByLabelText('Department')).toHaveValue('');
    expect(document.body.textContent).not.toContain('সিভিল');
  });

  it("reads the other language's name of a department as this language's, and says it so in the address", () => {
    // The Bengali page's address after the language switch from English.
    renderGallery({ query: '?tab=success-stories&dept=%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2', aliases: { সিভিল: 'Civil Technology' } });
    expect(screen.getByLabelText('Department')).toHaveValue('Civil Technology');
    expect(screen.getByText('Showing 1-4 of 4 results')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=success-stories&dept=Civil+Technology');
  });

  it('says when a tab has nothing at all', () => {
    renderGallery({
      lists: {
        'top-performers': galleryList([], 'en'),
        'success-stories': galleryList(stories, 'en'),
        'video-stories': galleryList(videos, 'en'),
      },
    });
    expect(screen.getByText('No top performers available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });

  it('shows the error of a tab whose read failed', () => {
    renderGallery({
      lists: {
        'top-performers': { ok: false, error: 'Failed to fetch top performers' },
        'success-stories': galleryList(stories, 'en'),
        'video-stories': galleryList(videos, 'en'),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch top performers');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again later.');
  });

  it('loads a video only when it is played, in a lazy iframe', async () => {
    const user = userEvent.setup();
    renderGallery({ query: '?tab=video-stories' });
    expect(document.querySelector('iframe')).toBeNull();
    const poster = screen.getByRole('link', { name: 'Play the video story of Person 200' });
    // Before the page's script has run, the poster links to the embed page itself.
    expect(poster).toHaveAttribute('href', '/files/videos/v-0.html');
    await user.click(poster);
    const frame = screen.getByTitle('Video story of Person 200');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toMatch(/\/files\/videos\/v-0\.html\?autoplay=1$/);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    // The poster that had the focus is gone: the player takes it, not the page's start.
    expect(frame).toHaveFocus();
  });
});
