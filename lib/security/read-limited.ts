/**
 * Lets go of a body that will not be read (a refused request, an upstream answer not needed), so
 * the connection is not kept waiting for it. One that cannot be cancelled is no matter.
 */
export async function discardBody(message: { body: ReadableStream<Uint8Array> | null }): Promise<void> {
  await message.body?.cancel().catch(() => undefined);
}

/**
 * A request's or response's body, counted byte by byte as it streams in and stopped at the limit
 * whatever Content-Length claims; or why it could not be read.
 */
export async function readLimited(
  message: Pick<Request, 'headers' | 'body'>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  const declared = message.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) {
    await discardBody(message);
    return 'too-large';
  }
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return 'unreadable';
  }
  return joinChunks(chunks, total);
}

/** Chunks read from a stream, as one array of `total` bytes. */
export function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
