'use client';

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '@/lib/validations/shared';
import { loadDraft } from '@/lib/forms/draft';
import { useDraftSaver } from '@/lib/forms/use-draft-saver';
import { createIdempotencyKeys, fingerprintOf, refusalEndsAttempt } from '@/lib/forms/idempotency';
import { postForm, type FormAnswer } from '@/lib/forms/request';
import { useHydrated } from '@/lib/ui/use-hydrated';
import type { OutboxFields } from '@/lib/offline/outbox';
import type { PageOutbox } from '@/lib/offline/outbox-page';
import { claimHere, clearPending, markPending, pendingSince, type PendingForm } from '@/lib/offline/pending-forms';

/**
 * idle → sending → success (form cleared) | failure (non-OK answer) | network (fetch threw); values
 * kept on failure. queued: sent offline, kept to be sent when the connection is back (`keepOffline`).
 */
export type SendState = 'idle' | 'sending' | 'success' | 'failure' | 'network' | 'queued';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextValues = Record<string, string>;

/** The part of a form API the simple forms use: register a field, read its error, reset. */
export type SimpleForm<Values extends TextValues> = {
  register: (name: keyof Values & string) => {
    name: string;
    ref: (element: FieldElement | null) => void;
    onBlur: () => void;
    onChange: () => void;
  };
  formState: { errors: Partial<Record<keyof Values, { message: string }>> };
  reset: () => void;
};

type Options<Values extends TextValues> = {
  schema: v.GenericSchema<unknown, unknown>;
  empty: Values;
  /** The site's endpoint, e.g. /api/contact; the language is added as ?lang=. */
  endpoint: string;
  locale: string;
  /** localStorage key of the pending Idempotency-Key, so a retry of the same values is one message. */
  idempotencyKey: string;
  /**
   * localStorage key of a draft of what is typed (lib/forms/draft.ts), so a reload, or a phone that
   * drops the tab while the visitor looks up an address in another app, does not cost a long message.
   */
  draftKey?: string;
  /**
   * Offline, keep the message on the device, as this form of the outbox (`outbox`: pageOutbox of
   * lib/offline/outbox-page.ts), and send it when the browser is online again: from this page while
   * it is open, else from the service worker (issue 47). `takeUpKept`: on a later visit, this form
   * shows what came of a message kept by an earlier one, or sends it.
   */
  keepOffline?: { form: PendingForm; outbox: PageOutbox; takeUpKept?: boolean };
};

/**
 * A small form hook for the contact, prospectus and newsletter forms: uncontrolled fields checked
 * with the form's valibot schema (each field once it has been left with something in it, then as it
 * changes; every field on submit), posting
 * JSON to one endpoint. Lighter than react-hook-form, which only the admission form needs: the
 * newsletter field is on every page.
 */
export function useSimpleForm<Values extends TextValues>({ schema, empty, endpoint, locale, idempotencyKey, draftKey, keepOffline: offline }: Options<Values>) {
  const keepOffline = offline?.form;
  const outbox = offline?.outbox;
  const takeUpKept = offline?.takeUpKept ?? false;
  const elements = useRef(new Map<string, FieldElement>());
  // What was typed in fields that have left the page (the prospectus dialog, closed before sending),
  // put back when they return.
  const kept = useRef(new Map<string, string>());
  const touched = useRef(new Set<string>());
  const typedIn = useRef(new Set<string>());
  const [errors, setErrors] = useState<Partial<Record<keyof Values, { message: string }>>>({});
  const [state, setState] = useState<SendState>('idle');
  // What the server said when it refused (in the page's language): 'too many attempts, wait 8
  // minutes' tells the visitor more than the form's own 'something went wrong'.
  const [serverMessage, setServerMessage] = useState<string | undefined>(undefined);
  const keys = useMemo(() => createIdempotencyKeys(idempotencyKey), [idempotencyKey]);
  // Before the page's script runs, a press would make the browser send the form itself: a GET
  // reload that empties it and puts what was typed in the address bar. So nothing is sent until then.
  const hydrated = useHydrated();

  const values = useCallback((): Values => {
    const out = { ...empty } as TextValues;
    for (const name of Object.keys(empty)) out[name] = elements.current.get(name)?.value ?? kept.current.get(name) ?? '';
    return out as Values;
  }, [empty]);

  /** Checks everything; shows the errors of `only` (or of every field), returns the valid output or null. */
  const check = useCallback(
    (only?: Set<string>) => {
      const result = v.safeParse(schema, values());
      const found = result.success ? {} : fieldErrors<string>(result.issues);
      setErrors((previous) => {
        const next: Record<string, { message: string }> = {};
        for (const name of Object.keys(empty)) {
          if (only && !only.has(name)) {
            const kept = (previous as Record<string, { message: string }>)[name];
            if (kept) next[name] = kept;
          } else if (found[name]) next[name] = { message: found[name]! };
        }
        return next as Partial<Record<keyof Values, { message: string }>>;
      });
      return result.success ? (result.output as Record<string, unknown>) : null;
    },
    [schema, values, empty],
  );

  const draft = useFormDraft(draftKey, empty, values, elements);

  const register: SimpleForm<Values>['register'] = (name) => ({
    name,
    ref: (element) => {
      if (element) {
        const typed = kept.current.get(name);
        if (typed && !element.value) element.value = typed;
        kept.current.delete(name);
        elements.current.set(name, element);
      } else {
        const leaving = elements.current.get(name);
        if (leaving?.value) kept.current.set(name, leaving.value);
        elements.current.delete(name);
      }
    },
    onBlur: () => {
      // Passing an empty field on the way somewhere else (the footer's newsletter box, on every
      // page) is not a mistake yet: it is checked on submit, or once something has been typed.
      if (!typedIn.current.has(name)) return;
      touched.current.add(name);
      check(new Set([name]));
    },
    onChange: () => {
      draft.save();
      typedIn.current.add(name);
      if (touched.current.has(name)) check(new Set([name]));
    },
  });

  const reset = useCallback(() => {
    // The fields start empty, so the form's own reset empties them.
    elements.current.values().next().value?.form?.reset();
    kept.current.clear();
    touched.current.clear();
    typedIn.current.clear();
    setErrors({});
  }, []);

  /** Forgets what the form said (field errors, the outcome), keeping what was typed: a closed dialog. */
  const clearMessages = useCallback(() => {
    touched.current.clear();
    setErrors({});
    setServerMessage(undefined);
    setState((current) => (current === 'sending' || current === 'queued' ? current : 'idle'));
  }, []);

  /** A message kept while offline, with its key: the same key when it goes, so it is stored once. */
  const waiting = useRef<{ output: Record<string, unknown>; key: string } | null>(null);

  /** The message is in the outbox, held by this page. */
  const inOutbox = useRef(false);

  function keepUntilOnline(output: Record<string, unknown>, key: string) {
    waiting.current = { output, key };
    setState('queued');
    if (!keepOffline || inOutbox.current) return;
    inOutbox.current = true;
    markPending(keepOffline);
    void outbox?.keep({ form: keepOffline, endpoint, locale, fields: output as OutboxFields, photo: null, humanCheck: false, key, keptAt: Date.now() });
  }

  async function send(output: Record<string, unknown>, key: string) {
    waiting.current = null;
    if (keepOffline && !navigator.onLine) return keepUntilOnline(output, key);
    setState('sending');
    setServerMessage(undefined);
    const answer = await postForm(endpoint, locale, output, { 'Idempotency-Key': key });
    if (answer.kind === 'network' && keepOffline && !navigator.onLine) return keepUntilOnline(output, key);
    if (answer.kind !== 'network' && keepOffline && inOutbox.current) {
      inOutbox.current = false;
      clearPending(keepOffline);
      void outbox?.done(keepOffline);
    }
    showAnswer(answer);
  }

  /** The outcome of a post as the form shows it: emptied after a success, kept with the server's messages after a refusal. */
  function showAnswer(answer: FormAnswer<unknown>) {
    if (answer.kind === 'ok') {
      keys.reset();
      draft.clear();
      reset();
      // 200, not 201: taken, but nothing new was stored (an address already subscribed), which the
      // server's answer says in the visitor's language.
      const message = (answer.body as { message?: unknown } | null)?.message;
      setServerMessage(answer.status === 200 && typeof message === 'string' ? message : undefined);
      setState('success');
      return;
    }
    if (answer.kind === 'network') {
      setState('network');
      return;
    }
    if (refusalEndsAttempt(answer.status)) keys.reset();
    const serverErrors: Record<string, { message: string }> = {};
    for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
      if (field in empty) serverErrors[field] = { message };
    }
    setErrors(serverErrors as Partial<Record<keyof Values, { message: string }>>);
    setServerMessage(answer.body.message);
    setState('failure');
  }

  const onOnline = useEffectEvent(() => {
    const kept = waiting.current;
    if (kept) void send(kept.output, kept.key);
  });

  // A message kept offline by an earlier visit, whose page was closed: what the service worker got
  // for it is shown as this form's own outcome; one still waiting is sent from here.
  const takeUp = useEffectEvent(async (form: PendingForm) => {
    const kept = await outbox?.take(form);
    if (kept && 'outcome' in kept) {
      clearPending(form);
      return showAnswer(kept.answer);
    }
    if (!kept) return clearPending(form);
    inOutbox.current = true;
    if (navigator.onLine) void send(kept.entry.fields, kept.entry.key);
    else keepUntilOnline(kept.entry.fields, kept.entry.key);
  });
  useEffect(() => {
    if (!keepOffline || !takeUpKept) return;
    const release = claimHere(keepOffline);
    // takeUp sets state only after reading IndexedDB, never during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pendingSince(keepOffline) !== null) void takeUp(keepOffline);
    return release;
  }, [keepOffline, takeUpKept]);
  useEffect(() => {
    if (!keepOffline) return;
    const listener = () => onOnline();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, [keepOffline]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    for (const name of Object.keys(empty)) touched.current.add(name);
    const output = check();
    if (!output) {
      // Focus the first field with an error, in the form's order.
      const result = v.safeParse(schema, values());
      const found = result.success ? {} : fieldErrors<string>(result.issues);
      const first = Object.keys(empty).find((name) => found[name]);
      if (first) elements.current.get(first)?.focus();
      return;
    }
    await send(output, keys.keyFor(fingerprintOf(output)));
  };


  const form: SimpleForm<Values> = { register, formState: { errors }, reset };
  /** Whether the send button may be pressed: the page is interactive and nothing is on its way. */
  const canSend = hydrated && state !== 'sending';
  return { form, state, setState, serverMessage, onSubmit, canSend, clearMessages };
}

/**
 * The draft of a simple form (none without a key): restored into the fields that are still empty
 * once the page is interactive (what was typed before that is newer), saved as the visitor types,
 * cleared by a success; shown again after the other language's form changed it, takes that up.
 */
function useFormDraft(
  key: string | undefined,
  empty: TextValues,
  values: () => TextValues,
  elements: { current: Map<string, FieldElement> },
) {
  const fields = useMemo(() => Object.keys(empty), [empty]);
  /** Writes `stored` into the boxes: every box (`over`), or only the empty ones. */
  const fill = useCallback(
    (stored: Partial<TextValues> | null, over: boolean) => {
      for (const name of fields) {
        const element = elements.current.get(name);
        if (element && (over || !element.value)) element.value = stored?.[name] ?? (over ? '' : element.value);
      }
    },
    [fields, elements],
  );
  const takeUp = useCallback((stored: Partial<TextValues> | null) => fill(stored, true), [fill]);
  const { save, clear } = useDraftSaver(key ?? null, fields, takeUp);

  const restored = useRef(false);
  useEffect(() => {
    if (!key || restored.current) return;
    restored.current = true;
    fill(loadDraft(key, fields), false);
    save(values());
  }, [key, fields, fill, save, values]);

  // Without a key (the newsletter box on every page) a keystroke reads nothing back.
  return useMemo(() => ({ save: () => (key ? save(values()) : undefined), clear }), [key, save, values, clear]);
}
