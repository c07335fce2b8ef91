import { withoutTrailingPunctuation } from '@/lib/format/text';
import { splitLocale } from '@/lib/i18n/paths';
import { isKnownPath } from './routes';

/**
 * The page an address the site does not know was meant for, when it is one of the site's own
 * written another way: in capitals, as on a leaflet (/Notice, /BN/Admission), or copied out of a
 * sentence with its full stop (/admission., /bn/notice।, "/notice)"). Null when it names no page.
 */
export function pageMeantBy(pathname: string): ReturnType<typeof splitLocale> | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const address = splitLocale(withoutTrailingPunctuation(decoded).toLowerCase() || '/');
  // Every known path is ASCII, so the redirect built from it needs no encoding.
  return isKnownPath(address.path) ? address : null;
}
