import type { Migration } from '../migrate';
import { instituteContent } from './0001_institute_content';

/** Every migration, in version order. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [instituteContent];
