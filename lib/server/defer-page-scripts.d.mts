/** Types of defer-page-scripts.mjs (plain JavaScript, so server.mjs can load it without a build step). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export function pickEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function deferPageScripts(req: IncomingMessage, res: ServerResponse): void;
