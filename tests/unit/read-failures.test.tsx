/**
 * What the home page's sections and the generic error page say when the institute API could not
 * be read (and nothing was kept from an earlier read), and when it answered with an empty list:
 * the spec's texts, in both languages (spec sections 2 and 8).
 */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import type { InstituteResource } from '@/lib/institute/types';

const MESSAGES = { en, bn };
let locale: 'en' | 'bn' = 'en';
/** What every getter answers in the current test: a failed read, or an empty list. */
let answer: 'failed' | 'empty' = 'failed';

/** The server's translator for the locale under test: a key's text, with {name} filled in. */
function translator(namespace = '') {
  const read = (path: string): unknown =>
    path.split('.').filter(Boolean).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], MESSAGES[locale]);
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const text = read(`${namespace}.${key}`);
    if (typeof text !== 'string') throw new Error(`no message ${namespace}.${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
  return Object.assign(t, { raw: (key: string) => read(`${namespace}.${key}`) });
}
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));
jest.mock('next-intl/server', () => ({ getTranslations: async (namespace?: string) => translator(namespace) }));
jest.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

// Every getter of the data layer answers as a failed read of its resource, or with nothing.
jest.mock('@/lib/institute/data', () => {
  const resources: Record<string, InstituteResource> = {
    getJobs: 'jobs',
    getEvents: 'events',
    getAcademyCounts: 'academyCounts',
    getDepartments: 'departments',
    getIndustryPartners: 'industryPartners',
  };
  return Object.fromEntries([
    ['setCacheLifetime', () => undefined],
    ...Object.entries(resources).map(([getter, resource]) => [
      getter,
      async () => (answer === 'failed' ? { ok: false, messageKey: resource } : { ok: true, data: [] }),
    ]),
  ]);
});

import { JobsPreview } from '@/components/home/jobs-preview';
import { EventsSection } from '@/components/home/events-section';
import { StatsSection } from '@/components/home/stats-section';
import { DepartmentsSection } from '@/components/home/departments-section';
import { PartnersMarquee } from '@/components/home/partners-marquee';
import { ReadFailure } from '@/components/lists/read-failure';

async function show(section: (props: { locale: 'en' | 'bn' }) => Promise<ReactNode>) {
  render(await section({ locale }));
}

describe.each(['en', 'bn'] as const)('in %s', (language) => {
  const m = MESSAGES[language];
  beforeEach(() => {
    locale = language;
  });

  describe('when the institute API cannot be read', () => {
    beforeEach(() => {
      answer = 'failed';
    });

    it("the job preview says the listings failed, and what to do", async () => {
      await show(JobsPreview);
      expect(screen.getByText(m.instituteErrors.jobs)).toBeInTheDocument();
      expect(screen.getByText(m.instituteErrors.jobsHint)).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('the events, counters and departments say theirs', async () => {
      await show(EventsSection);
      expect(screen.getByText(m.instituteErrors.events)).toBeInTheDocument();
      await show(StatsSection);
      expect(screen.getByText(m.instituteErrors.academyCounts)).toBeInTheDocument();
      await show(DepartmentsSection);
      expect(screen.getByText(m.instituteErrors.departments)).toBeInTheDocument();
    });

    it('the partner marquee ends as an empty list, without a message (spec): the section is left out', async () => {
      const { container } = render(await PartnersMarquee({ locale }));
      expect(container).toBeEmptyDOMElement();
    });

    it("a page's read failure is the generic error page: its message, Try Again, Go Home and the error id", async () => {
      render(await ReadFailure({ message: m.instituteErrors.faculty }));
      expect(screen.getByText(m.instituteErrors.faculty)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: m.errorPage.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: m.errorPage.tryAgain })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: m.errorPage.goHome })).toHaveAttribute('href', '/');
      expect(screen.getByText(m.errorPage.errorId)).toBeInTheDocument();
    });
  });

  describe('when a list is empty', () => {
    beforeEach(() => {
      answer = 'empty';
    });

    it('the job preview, events and departments say there is nothing yet', async () => {
      await show(JobsPreview);
      expect(screen.getByText(m.home.jobs.empty)).toBeInTheDocument();
      await show(EventsSection);
      expect(screen.getByText(m.home.events.empty)).toBeInTheDocument();
      await show(DepartmentsSection);
      expect(screen.getByText(m.home.departments.empty)).toBeInTheDocument();
    });
  });
});
