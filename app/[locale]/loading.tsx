import { getTranslations } from 'next-intl/server';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';

export default async function Loading() {
  const t = await getTranslations('common');
  return <FullScreenLoader label={t('loading')} />;
}
