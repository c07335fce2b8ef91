/** Types of what TypeScript imports from crowd-client.mjs (plain JavaScript, run by node directly). */
import type { PowChallenge } from '../lib/human-check/types';

export function solve(challenge: PowChallenge): string;
export function applicationFields(application: {
  name: string;
  department: { id: number | string; title_en: string };
  roll: number;
  token: string;
}): Record<string, string | number>;
