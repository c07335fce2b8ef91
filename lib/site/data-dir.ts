import { join, resolve } from 'node:path';

/**
 * A path in DATA_DIR (default data/, relative to the working directory, which is the project root
 * under npm scripts and `next start`): the SQLite file, uploaded photos, an upstream's last good
 * answers.
 */
export function dataPath(name: string, env: NodeJS.ProcessEnv = process.env): string {
  // A folder chosen at run time: the ignore comments keep the build from tracing the whole
  // project (data/ with its database and photos included) into the standalone output.
  return resolve(/*turbopackIgnore: true*/ join(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || 'data', name));
}
