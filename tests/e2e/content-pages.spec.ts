import { expect, test, type Page } from '@playwright/test';
import institute from '../../lib/content/institute.json';
import { LOCALES, messages, urlFor, type TestLocale } from './messages';
import { waitUntilInteractive } from './slow-network';

/** Numbers as the page writes them: Bengali digits on Bengali pages. */
const number = (value: number, locale: TestLocale) => new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US').format(value);
/** 01700-000001, in Bengali digits on a Bengali page. */
const phoneText = (e164: string, locale: 'en' | 'bn') => {
  const local = e164.replace(/^\+880/, '0');
  const text = `${local.slice(0, 5)}-${local.slice(5)}`;
  return locale === 'bn' ? text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : text;
};
const main = (page: Page) => page.getByRole('main');

for (const locale of LOCALES) {
  const m = messages[locale];
  const c = m.content;

  test.describe(`content pages (${locale})`, () => {
    test('the diploma page shows the programme facts and every department, each opening its details', async ({ page }) => {
      await page.goto(urlFor('/programs/diploma-in-engineering', locale));
      const facts = main(page).getByTestId('fact');
      await expect(facts).toHaveText([
        `${c.facts.programmeYears}${number(4, locale)}`,
        `${c.facts.semesters}${number(8, locale)}`,
        `${c.facts.technologies}${number(15, locale)}`,
      ]);
      const cards = main(page).locator('#diploma-departments article');
      // All departments, not the home page's first eight.
      await expect(cards).toHaveCount(15);
      await expect(cards.first().getByText(m.common.learnMore)).toBeVisible();
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`${urlFor('/department-details/', locale)}\\d+$`));
      await expect(page.getByText(m.home.departments.empty)).toHaveCount(0);
    });

    test('the bachelor page lists the five B.Sc. programmes and links to the sister college in a new tab', async ({ page }) => {
      await page.goto(urlFor('/programs/bachelor-in-engineering', locale));
      const list = main(page).locator('#bachelor-programmes li');
      await expect(list).toHaveText(c.bachelor.programmes);
      const college = institute.sisterCollege.name[locale];
      await expect(main(page).getByText(college).first()).toBeVisible();
      const link = main(page).getByRole('link', { name: c.bachelor.visit.replace('{college}', college) });
      await expect(link).toHaveAttribute('href', institute.sisterCollege.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    });

    const trainingPages = [
      ['/programs/cbt-and-ntvqf', c.cbt],
      ['/programs/national-skills-certificate', c.nationalSkills],
      ['/programs/government-funded-training', c.governmentFunded],
      ['/programs/customized-training-program', c.customized],
      ['/programs/training-partnership-opportunity', c.partnership],
    ] as const;
    for (const [path, texts] of trainingPages) {
      test(`${path} says what it is, who it is for and how to enrol, with the contact call to action`, async ({ page }) => {
        await page.goto(urlFor(path, locale));
        for (const title of [texts.whatTitle, texts.whoTitle, texts.howTitle]) {
          await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
        }
        await expect(main(page).getByRole('link', { name: c.ui.contactCta.contact })).toHaveAttribute('href', urlFor('/contact', locale));
        await expect(main(page).locator(`a[href="tel:${institute.phones[0]!.number}"]`).first()).toBeVisible();
      });
    }

    test('the partnership page counts the industry partners in the page digits', async ({ page }) => {
      await page.goto(urlFor('/programs/training-partnership-opportunity', locale));
      await expect(main(page).getByText(number(100, locale), { exact: false }).first()).toBeVisible();
    });

    test('the career page links to its pages', async ({ page }) => {
      await page.goto(urlFor('/career', locale));
      const cards = main(page).getByTestId('career-card');
      await expect(cards).toHaveCount(4);
      await expect(main(page).getByRole('link', { name: c.career.cards.placement.link })).toHaveAttribute(
        'href',
        urlFor('/career/mist-placement-portal', locale),
      );
      await expect(main(page).getByRole('link', { name: c.career.cards.jobs.link })).toHaveAttribute('href', urlFor('/career/jobs-board', locale));
    });

    test('the placement portal shows its six cards; jobs board and production unit link on', async ({ page }) => {
      await page.goto(urlFor('/career/mist-placement-portal', locale));
      const cards = main(page).getByTestId('placement-card');
      const p = c.placement.cards;
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
        p.placementCell.title,
        p.counselling.title,
        p.record.title,
        p.jobsBoard.title,
        p.industryLinkage.title,
        p.productionUnit.title,
      ]);
      await expect(cards.nth(3).getByRole('link', { name: p.jobsBoard.link })).toHaveAttribute('href', urlFor('/career/jobs-board', locale));
      await expect(cards.nth(5).getByRole('link', { name: p.productionUnit.link })).toHaveAttribute(
        'href',
        urlFor('/facilities/production-units', locale),
      );
      await cards.nth(3).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${urlFor('/career/jobs-board', locale)}$`));
    });

    test('the about page gives the institute profile, the figures and the mission', async ({ page }) => {
      await page.goto(urlFor('/about', locale));
      const year = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US', { useGrouping: false }).format(2005);
      const profile = main(page).locator('#about-profile');
      await expect(profile.getByText(year, { exact: true })).toBeVisible();
      await expect(profile.getByText(c.about.profile.typeValue)).toBeVisible();
      await expect(profile.getByText(c.about.profile.approvalValue)).toBeVisible();
      const code = locale === 'bn' ? '৫৩১১৭' : '53117';
      await expect(profile.getByText(code, { exact: true })).toBeVisible();
      await expect(main(page).locator('#about-facts').getByTestId('fact')).toHaveText([
        `${c.facts.programmeYears}${number(4, locale)}`,
        `${c.facts.semesters}${number(8, locale)}`,
        `${c.facts.technologies}${number(15, locale)}`,
        `${c.facts.labs}${number(32, locale)}`,
        `${c.facts.textbooks}${number(16000, locale)}`,
        `${c.facts.referenceBooks}${number(2000, locale)}`,
        `${c.facts.industryPartners}${number(100, locale)}+`,
      ]);
      await expect(main(page).getByRole('heading', { level: 2, name: c.about.missionTitle })).toBeVisible();
      await expect(main(page).getByText(c.about.mission)).toBeVisible();
    });

    test('the contact page has the details, the office hours and the message section', async ({ page }) => {
      await page.goto(urlFor('/contact', locale));
      await expect(main(page).getByText(institute.address.full[locale])).toBeVisible();
      for (const phone of institute.phones) {
        await expect(main(page).locator(`a[href="tel:${phone.number}"]`)).toContainText(phoneText(phone.number, locale));
      }
      for (const email of institute.emails) {
        await expect(main(page).locator(`a[href="mailto:${email.address}"]`).first()).toBeVisible();
      }
      for (const row of institute.officeHours) {
        await expect(main(page).getByText(row.days[locale], { exact: true })).toBeVisible();
      }
      await expect(main(page).getByRole('heading', { level: 2, name: c.contact.formTitle })).toBeVisible();
      await expect(main(page).getByRole('link', { name: m.pages.contactDirectory.title })).toHaveAttribute(
        'href',
        urlFor('/contact/directory', locale),
      );
    });

    test('a failed send of the contact form focuses its first field with the label in view, below the sticky header', { tag: '@widths' }, async ({ page, isMobile }) => {
      await page.goto(urlFor('/contact', locale));
      await waitUntilInteractive(page, isMobile);
      await main(page).getByRole('button', { name: m.contactForm.submit }).click();
      const name = main(page).getByRole('textbox', { name: m.contactForm.name });
      await expect(name).toBeFocused();
      const header = (await page.getByRole('banner').boundingBox())!;
      const label = (await main(page).locator('label', { hasText: m.contactForm.name }).first().boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
    });

    test('online services: six cards with their status; one without a link says the service is launching soon', async ({ page }) => {
      await page.goto(urlFor('/contact/online-services', locale));
      const cards = main(page).getByTestId('service-card');
      await expect(cards).toHaveCount(6);
      for (const [i, service] of institute.onlineServices.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.name[locale]);
        const status = service.status === 'available' ? c.services.available : c.services.comingSoon;
        await expect(card.getByText(status, { exact: true })).toBeVisible();
        if ('href' in service && service.href) {
          await expect(card.getByRole('link', { name: c.services.open.replace('{service}', service.name[locale]) })).toHaveAttribute(
            'href',
            urlFor(service.href, locale),
          );
          await expect(card.getByText(c.services.launchingSoon)).toHaveCount(0);
        } else {
          await expect(card.getByText(c.services.launchingSoon)).toBeVisible();
          await expect(card.getByRole('link')).toHaveCount(0);
        }
      }
      await expect(main(page).getByText(c.services.available, { exact: true })).toHaveCount(4);
      await expect(main(page).getByText(c.services.comingSoon, { exact: true })).toHaveCount(2);
    });

    test('the maps page loads the map only on demand, with directions, contacts, hours, campus and social links', async ({ page }) => {
      await page.goto(urlFor('/contact/maps', locale));
      const map = main(page).locator('#maps-map');
      await expect(map.locator('iframe')).toHaveCount(0);
      await map.getByRole('button', { name: m.footer.showMap }).click();
      await expect(map.locator('iframe')).toHaveAttribute('src', institute.map.embedUrl);
      await expect(map.locator('iframe')).toHaveAttribute('title', m.footer.mapTitle);
      const directions = map.getByRole('link', { name: m.footer.directions });
      await expect(directions).toHaveAttribute('href', institute.map.directionsUrl);
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(main(page).getByRole('heading', { name: c.maps.quickContactTitle })).toBeVisible();
      await expect(main(page).locator(`a[href="tel:${institute.phones[0]!.number}"]`)).toBeVisible();
      await expect(main(page).getByText(institute.officeHours[0]!.hours[locale]).first()).toBeVisible();
      await expect(main(page).getByText(institute.campus.landmark[locale])).toBeVisible();
      for (const route of institute.campus.routes) await expect(main(page).getByText(route.from[locale], { exact: false })).toBeVisible();
      for (const network of ['facebook', 'youtube', 'messenger', 'whatsapp'] as const) {
        await expect(main(page).getByRole('link', { name: c.maps[network] })).toHaveAttribute('href', institute.social[network]);
      }
    });

    test('the directory shows six offices with their phone and e-mail links', async ({ page }) => {
      await page.goto(urlFor('/contact/directory', locale));
      const cards = main(page).getByTestId('office-card');
      await expect(cards).toHaveCount(6);
      for (const [i, office] of institute.directory.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(office.name[locale]);
        await expect(card.getByText(office.location[locale])).toBeVisible();
        await expect(card.locator(`a[href="tel:${office.phone}"]`)).toContainText(phoneText(office.phone, locale));
        await expect(card.locator(`a[href="mailto:${office.email}"]`)).toContainText(office.email);
      }
    });

    test('the feedback page says how to send feedback by e-mail for now', async ({ page }) => {
      await page.goto(urlFor('/contact/feedback', locale));
      const link = main(page).getByRole('link', { name: c.feedback.emailButton });
      await expect(link).toHaveAttribute('href', new RegExp(`^mailto:${institute.emails[0]!.address}\\?subject=`));
      await expect(main(page).getByText(institute.emails[0]!.address, { exact: false }).first()).toBeVisible();
    });

    test('the library shows its picture, its figures and the reading room hours', async ({ page }) => {
      await page.goto(urlFor('/facilities/library', locale));
      const picture = main(page).getByRole('img', { name: c.library.imageAlt });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(main(page).locator('#library-figures').getByTestId('fact')).toHaveText([
        `${c.facts.textbooks}${number(16000, locale)}`,
        `${c.facts.referenceBooks}${number(2000, locale)}`,
        `${c.facts.seats}${number(institute.library.seats, locale)}`,
      ]);
      await expect(main(page).getByRole('heading', { name: c.library.hoursTitle })).toBeVisible();
      for (const row of institute.library.readingRoomHours) {
        await expect(main(page).getByText(row.hours[locale], { exact: true })).toBeVisible();
      }
      await expect(main(page).getByText(number(1000, locale), { exact: false })).toBeVisible();
    });

    const facilityPages = [
      ['/facilities/workshops', c.workshops.listTitle, c.workshops.imageAlt],
      ['/facilities/production-units', c.productionUnits.listTitle, c.productionUnits.imageAlt],
      ['/facilities/research', c.research.areasTitle, c.research.imageAlt],
      ['/facilities/campus', c.campus.featuresTitle, c.campus.imageAlt],
      ['/facilities/hostel', c.hostel.featuresTitle, c.hostel.imageAlt],
    ] as const;
    for (const [path, heading, alt] of facilityPages) {
      test(`${path} is a real page with its picture`, async ({ page }) => {
        await page.goto(urlFor(path, locale));
        await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
        const picture = main(page).getByRole('img', { name: alt });
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      });
    }

    test('the Architecture and Interior Design notice leads to the Architecture department', async ({ page }) => {
      await page.goto(urlFor('/departments/architecture-and-interior-design', locale));
      await expect(main(page).getByRole('heading', { level: 2, name: c.architecture.noticeTitle })).toBeVisible();
      await main(page).getByRole('link', { name: c.architecture.departmentLink }).click();
      await expect(page).toHaveURL(new RegExp(`${urlFor('/department-details/', locale)}\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'bn' ? /আর্কিটেকচার/ : /Architecture/);
      // Under its new name, as the notice says, not the old one.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(locale === 'bn' ? /ইন্টেরিয়র/ : /Interior/);
    });
  });
}
