import type { InstituteResource } from './types';

/**
 * Why a read failed:
 * - timeout: the source did not answer in time;
 * - network: it could not be reached (refused, reset, DNS);
 * - status: it answered with an HTTP error;
 * - invalid: it answered something that is not the contract (bad JSON, wrong shape);
 * - internal: the embedded service itself failed (its database, a bug).
 */
export type InstituteErrorKind = 'timeout' | 'network' | 'status' | 'invalid' | 'internal';

/** A failed read, as a plain object: it crosses the cache boundary and the server/client boundary. */
export interface InstituteFailure {
  kind: InstituteErrorKind;
  resource: InstituteResource;
  /** For logs, never shown to visitors. */
  detail: string;
  status?: number;
}

/** Thrown by an InstituteSource; the getters turn it into an InstituteFailure. */
export class InstituteSourceError extends Error {
  readonly kind: InstituteErrorKind;
  readonly resource: InstituteResource;
  readonly status: number | undefined;

  constructor(failure: InstituteFailure, options?: { cause?: unknown }) {
    super(`${failure.resource}: ${failure.kind}: ${failure.detail}`, options);
    this.name = 'InstituteSourceError';
    this.kind = failure.kind;
    this.resource = failure.resource;
    this.status = failure.status;
  }

  toFailure(): InstituteFailure {
    const detail = this.message.slice(`${this.resource}: ${this.kind}: `.length);
    return this.status === undefined
      ? { kind: this.kind, resource: this.resource, detail }
      : { kind: this.kind, resource: this.resource, detail, status: this.status };
  }
}

/** Any error from reading `resource` as an InstituteFailure; unexpected ones count as internal. */
export function toFailure(resource: InstituteResource, error: unknown): InstituteFailure {
  if (error instanceof InstituteSourceError) return error.toFailure();
  return { kind: 'internal', resource, detail: error instanceof Error ? error.message : String(error) };
}
