import type { NextConfig } from 'next';

export function instanceConfig(env?: Record<string, string | undefined>, phase?: string): Partial<NextConfig>;
