export function redisPrefix(env?: Record<string, string | undefined>): string;
