import type { Migration } from '../migrate';
import { instituteContent } from './0001_institute_content';
import { submissions } from './0002_submissions';

/** Every migration, in version order. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [instituteContent, submissions];
