// next-intl ships ES modules only, which Jest's CommonJS runtime cannot load; the routing
// definition is plain data, so an identity stands in for it here.
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

import { breadcrumbJsonLd, eventJsonLd, instituteJsonLd, jobPostingJsonLd } from '@/lib/seo/structured-data';
import { institute, mainEmail, mainPhone } from '@/lib/content/institute';
import type { Job } from '@/lib/institute/types';

const SITE = 'https://www.example.edu.bd';
beforeAll(() => {
  process.env.SITE_URL = SITE;
});

const job: Job = {
  key: '3',
  id: 3,
  title: 'Lab assistant',
  companyName: 'Khulna Shipyard',
  location: 'Khulna',
  publicDate: '2026-11-01',
  deadline: '2026-12-15',
  url: '/files/jobs/lab-assistant.pdf',
};

// Google's required properties for job search: title, description, datePosted,
// hiringOrganization, jobLocation (with an address); validThrough is a full date-time.
describe('JobPosting', () => {
  const summary = 'Khulna Shipyard is hiring: Lab assistant.';
  it('has what job search requires, with the job page as its address and the deadline at the end of the day in Dhaka', () => {
    const data = jobPostingJsonLd(job, 'bn', summary)!;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Lab assistant',
      description: summary,
      datePosted: '2026-11-01',
      validThrough: '2026-12-15T23:59:59+06:00',
      hiringOrganization: { '@type': 'Organization', name: 'Khulna Shipyard' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Khulna', addressCountry: 'BD' } },
      url: `${SITE}/bn/career/jobs-board/3`,
    });
  });

  it('leaves out a deadline it was not given; none for a job without the posting date, or without an id (no page of its own)', () => {
    const open = jobPostingJsonLd({ ...job, deadline: null }, 'en', summary);
    expect(JSON.parse(JSON.stringify(open))).not.toHaveProperty('validThrough');
    expect(jobPostingJsonLd({ ...job, publicDate: null }, 'en', summary)).toBeNull();
    expect(jobPostingJsonLd({ ...job, id: null }, 'en', summary)).toBeNull();
  });
});

describe('Event', () => {
  it('has a name, a start date and a place with an address in the page language', () => {
    const event = { id: 1, title: 'Orientation', month: 'November', day: 27, date: '2026-11-27' };
    expect(eventJsonLd(event, 'bn')).toMatchObject({
      '@type': 'Event',
      name: 'Orientation',
      startDate: '2026-11-27',
      location: { '@type': 'Place', name: institute.name.bn, address: { streetAddress: '১২ বৈকালী রোড, বৈকালী', addressLocality: 'খুলনা', addressRegion: 'খুলনা বিভাগ', postalCode: '9000' } },
    });
  });

  it('is not given for an event with only a month and day: no year the source did not state', () => {
    expect(eventJsonLd({ id: 2, title: 'Sports day', month: 'February', day: 14, date: null }, 'en')).toBeNull();
  });
});

describe('BreadcrumbList', () => {
  it('numbers the steps from 1 and gives each an absolute URL in the page language', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'হোম', path: '/' },
        { name: 'ভর্তি', path: '/admission' },
      ],
      'bn',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'হোম', item: `${SITE}/bn` },
      { '@type': 'ListItem', position: 2, name: 'ভর্তি', item: `${SITE}/bn/admission` },
    ]);
  });
});

describe('the institute', () => {
  it('is a CollegeOrUniversity with address, phone, e-mail, founding date and its profiles elsewhere', () => {
    const data = instituteJsonLd('en');
    expect(data).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: institute.name.en,
      foundingDate: String(institute.established),
      address: { '@type': 'PostalAddress', addressCountry: institute.address.country },
      url: `${SITE}/`,
      // International form, whatever the page's digits (formatPhone writes Bengali ones on bn pages).
      telephone: mainPhone.number,
      email: mainEmail.address,
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    });
    expect(mainPhone.number).toMatch(/^\+880\d{10}$/);
    expect(instituteJsonLd('bn')).toMatchObject({ telephone: mainPhone.number });
  });
});
