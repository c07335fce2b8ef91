/**
 * schema.org data for search engines (JSON-LD). Each builder returns a plain object;
 * <JsonLd> renders it. Texts are in the page's language. The types are schema.org's own
 * vocabulary (schema-dts), so a property a type does not have fails the type check.
 */
import type { BreadcrumbList, CollegeOrUniversity, Event, JobPosting, PostalAddress, WithContext } from 'schema-dts';
import { institute, mainPhone, mainEmail } from '@/lib/content/institute';
import { siteUrl } from '@/lib/site/config';
import type { Locale } from '@/lib/i18n/routing';
import type { InstituteEvent, Job } from '@/lib/institute/types';
import { localizedPath } from '@/lib/i18n/paths';
import { jobDetailsPath } from '@/lib/site/routes';

const absolute = (path: string) => (/^https?:/.test(path) ? path : `${siteUrl()}${path}`);

function postalAddress(locale: Locale): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: institute.address.streetAddress[locale],
    addressLocality: institute.address.locality[locale],
    addressRegion: institute.address.region[locale],
    postalCode: institute.address.postalCode,
    addressCountry: institute.address.country,
  };
}

/** The institute: a CollegeOrUniversity (an EducationalOrganization) with address, phone, founding date, sameAs. */
export function instituteJsonLd(locale: Locale): WithContext<CollegeOrUniversity> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': `${siteUrl()}/#institute`,
    name: institute.name[locale],
    alternateName: institute.shortName[locale],
    url: absolute(localizedPath('/', locale)),
    logo: absolute('/icons/icon-512.png'),
    image: absolute('/images/site/hero-campus.jpg'),
    foundingDate: String(institute.established),
    telephone: mainPhone.number,
    email: mainEmail.address,
    address: postalAddress(locale),
    geo: { '@type': 'GeoCoordinates', latitude: institute.geo.lat, longitude: institute.geo.lng },
    sameAs: [institute.social.facebook, institute.social.youtube],
  };
}

/** Breadcrumbs of an inner page: Home, then each named step with its URL. */
export function breadcrumbJsonLd(steps: { name: string; path: string }[], locale: Locale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(localizedPath(step.path, locale)),
    })),
  };
}

/**
 * An open job, for its own page (/career/jobs-board/{id}): Google takes JobPosting only from a
 * page about one job, never from a list of them. `description` is the page's, made of what it shows.
 * Null for a job without an id (no page of its own) or without the posting date job search requires.
 * `datePosted`/`validThrough` are calendar dates in Dhaka.
 */
export function jobPostingJsonLd(job: Job, locale: Locale, description: string): WithContext<JobPosting> | null {
  if (job.id === null || !job.publicDate) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.publicDate,
    validThrough: job.deadline ? `${job.deadline}T23:59:59+06:00` : undefined,
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'BD' },
    },
    url: absolute(localizedPath(jobDetailsPath(job.id), locale)),
    directApply: false,
  };
}

/**
 * An upcoming event at the campus; null for one that has only a month and day (the page shows
 * their next occurrence, but search engines are given only a date the source itself stated).
 */
export function eventJsonLd(event: InstituteEvent, locale: Locale): WithContext<Event> | null {
  if (!event.date) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: institute.name[locale], address: postalAddress(locale) },
    organizer: { '@type': 'CollegeOrUniversity', name: institute.name[locale], url: absolute(localizedPath('/', locale)) },
    image: absolute('/images/site/hero-campus.jpg'),
    description: event.title,
  };
}
