import { insertIfNew } from '@/lib/db/insert-row';
import { validateContact } from '@/lib/validations/contact';
import { validateNewsletter } from '@/lib/validations/newsletter';
import { validateProspectus } from '@/lib/validations/prospectus';
import type { FieldErrors } from '@/lib/validations/shared';
import { respond, translated, upstreamRefusal } from './answers';
import type { Commit } from './commit';
import { TEXT, UPSTREAM_PATHS, nowIso, type Context, type Handler, type SubmissionDeps } from './context';
import { forwardSubmission, upstreamId } from './upstream';

/** The contact message, the prospectus request and the newsletter subscription: no file, no human check. */
export function createMessageForms(deps: SubmissionDeps, commit: Commit): Record<'contact' | 'prospectus' | 'newsletter', Handler> {
  const { settings } = deps;

  async function simpleForm(
    ctx: Context,
    check: { ok: true; values: Record<string, string> } | { ok: false; errors: FieldErrors },
    table: 'contact_messages' | 'prospectus_requests',
    columns: readonly string[],
  ): Promise<Response> {
    if (!check.ok) {
      return respond(ctx.locale, 400, { message: ctx.t(TEXT[ctx.kind].invalid), errors: translated(ctx.tv, check.errors) });
    }
    const { values } = check;
    const success = { message: ctx.t(`${ctx.kind}.success`) };
    return commit(ctx, {
      embedded: async (tx) => {
        const row = {
          idempotency_key: ctx.key,
          ...Object.fromEntries(columns.map((c) => [c, values[c] ?? ''])),
          locale: ctx.locale,
          created_at: nowIso(ctx.now),
        };
        const insert = insertIfNew(table, row, 'idempotency_key');
        const inserted = await tx.insert(insert.sql, insert.params);
        // Already stored under this key by a send whose answer was lost, longer ago than the key's
        // answer is kept (idempotency.ts): the same message, so the same success.
        const id =
          inserted ?? (await tx.get<{ id: number }>(`SELECT id FROM ${table} WHERE idempotency_key = ?`, [ctx.key]))?.id ?? null;
        return { status: 201, body: { ...success, id } };
      },
      upstream: async () => {
        const answer = await forwardSubmission(settings.upstream!, UPSTREAM_PATHS[ctx.kind], { json: values }, {
          locale: ctx.locale,
          idempotencyKey: ctx.key,
          fetch: deps.fetch,
        });
        if (answer.kind !== 'accepted') return upstreamRefusal(ctx, answer, columns);
        const id = upstreamId(answer.body);
        return { status: 201, body: { ...success, id } };
      },
    });
  }

  async function newsletter(ctx: Context): Promise<Response> {
    const check = validateNewsletter(ctx.fields);
    if (!check.ok) {
      return respond(ctx.locale, 400, { message: ctx.t(TEXT.newsletter.invalid), errors: translated(ctx.tv, check.errors) });
    }
    const email = check.values.email.toLowerCase();
    // Subscribing twice is not an error: the second time says so kindly.
    const already = { status: 200, body: { message: ctx.t('newsletter.already') } };
    return commit(ctx, {
      embedded: async (tx) => {
        const id = await tx.insert(
          'INSERT INTO newsletter_subscriptions (email, locale, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
          [email, ctx.locale, nowIso(ctx.now)],
        );
        return id === null
          ? already
          : { status: 201, body: { message: ctx.t('newsletter.subscribed'), id } };
      },
      upstream: async () => {
        const answer = await forwardSubmission(settings.upstream!, UPSTREAM_PATHS.newsletter, { json: { email } }, {
          locale: ctx.locale,
          idempotencyKey: ctx.key,
          fetch: deps.fetch,
        });
        if (answer.kind === 'duplicate') return already;
        if (answer.kind !== 'accepted') return upstreamRefusal(ctx, answer, ['email']);
        return answer.status === 201
          ? { status: 201, body: { message: ctx.t('newsletter.subscribed') } }
          : already;
      },
    });
  }

  return {
    contact: (ctx) => simpleForm(ctx, validateContact(ctx.fields), 'contact_messages', ['name', 'email', 'subject', 'message']),
    prospectus: (ctx) =>
      simpleForm(ctx, validateProspectus(ctx.fields), 'prospectus_requests', ['name', 'address', 'phone', 'email', 'notes']),
    newsletter,
  };
}
