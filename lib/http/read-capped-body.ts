/** A request body larger than the reader's cap; nothing past the cap was kept. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body exceeds ${maxBytes} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * Reads the whole request body, but never more than `maxBytes` of it: the bytes are counted as
 * they arrive and the stream is cancelled as soon as the count passes the cap, so at most one
 * chunk past it is ever held. Content-Length only allows an early refusal: a chunked body has
 * none, and one that claims less than it sends is read with the same cap.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new BodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
