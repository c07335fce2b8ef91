import { methodsNotAllowed } from '@/lib/http/method-not-allowed';
import { optionsHandler, postHandler } from '@/lib/submissions/server';

/** POST /api/newsletter?lang=en|bn: the site's own endpoint for the form (DESIGN.md section 3); lib/submissions does the work. */
export const POST = postHandler('newsletter');

/** A CORS preflight from another site is refused; the site's own pages never send one. */
export const OPTIONS = optionsHandler;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST, OPTIONS');
