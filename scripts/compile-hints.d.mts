/** The first line of a marked chunk. */
export const COMPILE_HINT: string;

/** The chunks some page loads with its HTML, relative to the build folder. */
export function startupChunks(distDir: string): string[];

/** Adds the hint to each startup chunk that lacks it; returns how many it changed. */
export function addCompileHints(distDir?: string): number;
