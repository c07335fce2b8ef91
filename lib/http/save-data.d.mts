/** Types of save-data.mjs (plain JavaScript, so scripts/serve.mjs can load it before TypeScript runs). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SAVE_DATA_QUALITY: number;
export function savesData(request: IncomingMessage): boolean;
export function lighterImageUrl(url: string, images: { path: string; widths: number[] }): string | null;
export function saveDataImages(folder: string): (request: IncomingMessage, response: ServerResponse) => void;
