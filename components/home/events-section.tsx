import { getTranslations } from 'next-intl/server';
import { getEvents } from '@/lib/institute/data';
import { upcomingEvents, eventDate } from '@/lib/institute/events';
import { mapResult } from '@/lib/institute/result';
import { dhakaDate } from '@/lib/site/clock';
import { dayAndMonth } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import { NoticeText } from '@/components/ui/notice-text';
import { JsonLd } from '@/components/seo/json-ld';
import { eventJsonLd } from '@/lib/seo/structured-data';
import styles from './events-section.module.css';

/** Spec section 9: 3 upcoming events on the home page. */
export const HOME_EVENTS = 3;

/**
 * The next events from today in Dhaka. No cacheLife of its own, on purpose: Next's default (15
 * minutes) lets "today" move on without a rebuild, and a shorter lifetime of the getter's (a
 * failed or stale read, retried after a minute) still applies. An explicit one here would
 * override the getter's and keep a failure for as long.
 */
async function getUpcoming(locale: Locale) {
  'use cache';
  const today = dhakaDate();
  return mapResult(await getEvents(locale), (events) =>
    upcomingEvents(events, today, HOME_EVENTS).map((event) => ({ ...event, on: eventDate(event, today) })),
  );
}

export async function EventsSection({ locale }: { locale: Locale }) {
  const [t, tErrors, events] = await Promise.all([
    getTranslations('home.events'),
    getTranslations('instituteErrors'),
    getUpcoming(locale),
  ]);
  return (
    <Section id="home-events" title={t('heading')} tone="tinted">
      {!events.ok ? (
        <NoticeText tone="error" title={tErrors('events')} />
      ) : events.data.length === 0 ? (
        <NoticeText title={t('empty')} />
      ) : (
        <>
          <JsonLd data={events.data.map((event) => eventJsonLd(event, locale))} />
          <ol className={styles.list}>
            {events.data.map((event) => {
              const { day, month } = dayAndMonth(event.on, locale);
              return (
                <li key={event.id} className={styles.event}>
                  <time dateTime={event.on ?? undefined} className={styles.date}>
                    <span className={styles.day}>{day}</span>
                    <span className={styles.month}>{month}</span>
                  </time>
                  <p className={styles.title}>{event.title}</p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Section>
  );
}
