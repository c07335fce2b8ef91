import type { Migration } from '../migrate';
import { instituteContent } from './0001-institute-content';
import { submissions } from './0002-submissions';
import { boardLessApplications } from './0003-board-less-applications';
import { documentLanguages } from './0004-document-languages';
import { idempotencyFingerprints } from './0005-idempotency-fingerprints';

/** Every migration, in version order. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [
  instituteContent,
  submissions,
  boardLessApplications,
  documentLanguages,
  idempotencyFingerprints,
];
