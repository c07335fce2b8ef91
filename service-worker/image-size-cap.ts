import type { SerwistPlugin } from 'serwist';

/** Leaves out of the cache any image larger than `maxBytes` (read from its body when not declared). */
export function imageSizeCap(maxBytes: number): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      const declared = Number(response.headers.get('content-length'));
      const size = declared > 0 ? declared : (await response.clone().blob()).size;
      return size <= maxBytes ? response : null;
    },
  };
}
