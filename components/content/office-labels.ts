import { getTranslations } from 'next-intl/server';
import type { OfficeLabels } from './office-card';

/** The labels of an office's details, in the request's language. */
export async function officeLabels(): Promise<OfficeLabels> {
  const t = await getTranslations('content.ui');
  return {
    location: t('location'),
    phone: t('phone'),
    email: t('email'),
    call: t.raw('callOffice') as string,
    write: t.raw('emailOffice') as string,
  };
}
