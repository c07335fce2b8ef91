import { revalidateTag } from 'next/cache';
import { createRevalidateHandler } from '@/lib/institute/revalidate';
import { departmentIdCheck, jobIdCheck } from '@/lib/institute/known-ids';
import { INSTITUTE_TAG, INSTITUTE_TAGS } from '@/lib/institute/tags';
import { methodsNotAllowed } from '@/lib/http/method-not-allowed';

const handle = createRevalidateHandler({
  secret: () => process.env.REVALIDATE_SECRET,
  // Called from outside a Server Action (a webhook): expire at once, so the next visit reads fresh
  // data; if the source is down then, the getters answer their last good data.
  revalidate: (tag) => {
    revalidateTag(tag, { expire: 0 });
    // The proxy's lists of department and job ids (this process's) are read again too.
    if (tag === INSTITUTE_TAG || tag === INSTITUTE_TAGS.departments) departmentIdCheck().forget();
    if (tag === INSTITUTE_TAG || tag === INSTITUTE_TAGS.jobs) jobIdCheck().forget();
  },
});

export function POST(request: Request): Promise<Response> {
  return handle(request);
}

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST');
