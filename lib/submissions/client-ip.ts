import { isIP } from 'node:net';

/**
 * The client a rate limit counts, from X-Forwarded-For, but only when TRUSTED_PROXY says how
 * many proxies in front of the site append to it: the address the outermost trusted proxy saw
 * is `hops` entries from the right. Anything a client writes left of that is ignored. Without a
 * trusted proxy the header could be forged, so every client is 'unknown' (one shared bucket).
 * IPv6 clients count by their /64 network, which one subscriber usually has whole.
 */
export function clientKey(headers: Headers, trustedProxyHops: number): string {
  if (trustedProxyHops < 1) return 'unknown';
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const raw = entries[Math.max(0, entries.length - trustedProxyHops)]!;
  const address = raw.replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1');
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) {
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
    if (mapped) return mapped[1]!;
    return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  }
  return 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const fill = address.includes('::') ? Array<string>(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].map((part) => part.replace(/^0+(?=.)/, ''));
}
