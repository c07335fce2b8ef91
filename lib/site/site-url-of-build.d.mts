import type { NextConfig } from 'next';

export function siteUrlOfBuild(env: Record<string, string | undefined>, phase: string): Partial<NextConfig>;
