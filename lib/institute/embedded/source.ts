import type { Database } from '@/lib/db';
import { InstituteSourceError } from '../errors';
import { decodeAnswer, sourceFrom, type InstituteSource } from '../source';
import { getInstituteDatabase } from './database';
import { REPOSITORY } from './repository';

/**
 * The embedded service read in-process: the same answers its HTTP endpoints send, checked against
 * the same contract and mapped by the same functions as the upstream client's. Paths stay on the
 * site's own origin (/images/..., /files/...).
 */
export function createEmbeddedSource(getDatabase: () => Promise<Database> = getInstituteDatabase): InstituteSource {
  return sourceFrom(async (resource, locale) => {
    let answer: unknown;
    try {
      answer = await REPOSITORY[resource](await getDatabase(), locale);
    } catch (error) {
      throw new InstituteSourceError(
        { kind: 'internal', resource, detail: error instanceof Error ? error.message : String(error) },
        { cause: error },
      );
    }
    return decodeAnswer(resource, answer, null);
  });
}
