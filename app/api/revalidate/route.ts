import { revalidateTag } from 'next/cache';
import { createRevalidateHandler } from '@/lib/institute/revalidate';

const handle = createRevalidateHandler({
  secret: () => process.env.REVALIDATE_SECRET,
  // Called from outside a Server Action (a webhook): expire at once, so the next visit reads fresh
  // data; if the source is down then, the getters answer their last good data.
  revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
});

export function POST(request: Request): Promise<Response> {
  return handle(request);
}
