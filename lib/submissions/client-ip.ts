import { isIP } from 'node:net';

/**
 * The client a rate limit counts, from X-Forwarded-For: TRUSTED_PROXY says how many proxies in
 * front of the site append to it, and the address the outermost one saw is `hops` entries from
 * the right. Anything a client writes left of that is ignored. With one hop and no proxy, the
 * entry is the connection's address, which Next writes when the request brought no header (a
 * client that sends one chooses its own bucket: decision 0004). With 0 hops the header is not
 * read at all and every client is 'unknown' (one shared bucket).
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
