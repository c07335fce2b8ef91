/** Types of after-paint-scripts.mjs (plain JavaScript, so server.mjs can load it without a build step). */
export const LOADER: string;
export interface ScriptDeferrer {
  push(text: string): string;
  end(): string;
}
export function createScriptDeferrer(): ScriptDeferrer;
