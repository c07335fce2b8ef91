'use client';

import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { createIdempotencyKeys, fingerprintOf } from '@/lib/forms/idempotency';
import { postForm } from '@/lib/forms/request';

/** idle → sending → success (form cleared) | failure (non-OK answer) | network (fetch threw); values kept on failure. */
export type SendState = 'idle' | 'sending' | 'success' | 'failure' | 'network';

type Options<Values extends FieldValues, Output> = {
  schema: v.GenericSchema<Values, Output>;
  empty: Values;
  /** The site's endpoint, e.g. /api/contact; the language is added as ?lang=. */
  endpoint: string;
  locale: string;
  /** localStorage key of the pending Idempotency-Key, so a retry of the same values is one message. */
  idempotencyKey: string;
};

/** react-hook-form with a valibot schema, posting JSON to one endpoint: the contact, prospectus and newsletter forms. */
export function useSimpleForm<Values extends FieldValues, Output extends Record<string, unknown>>({
  schema,
  empty,
  endpoint,
  locale,
  idempotencyKey,
}: Options<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: empty as DefaultValues<Values>,
  });
  const [state, setState] = useState<SendState>('idle');
  const keys = useMemo(() => createIdempotencyKeys(idempotencyKey), [idempotencyKey]);

  const onSubmit = form.handleSubmit(async (values) => {
    setState('sending');
    const answer = await postForm(endpoint, locale, values, { 'Idempotency-Key': keys.keyFor(fingerprintOf(values)) });
    if (answer.kind === 'ok') {
      keys.reset();
      form.reset(empty);
      setState('success');
      return;
    }
    if (answer.kind === 'network') {
      setState('network');
      return;
    }
    if (answer.status < 500) keys.reset();
    for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
      if (field in empty) form.setError(field as Path<Values>, { type: 'server', message });
    }
    setState('failure');
  });

  return { form, state, setState, onSubmit };
}
