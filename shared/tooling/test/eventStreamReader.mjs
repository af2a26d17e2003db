// @ts-check

/**
 * A Server-Sent Events stream read as a test reads it: event by event (`next` waits for the next
 * whole event; comment lines are skipped; undefined once it ends).
 * @param {string} url @param {Record<string, string>} [headers]
 */
export async function openEventStream(url, headers = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  // (Node's TextDecoderStream takes any BufferSource; the DOM types the body's chunks narrower.)
  const reader = /** @type {ReadableStream<any>} */ (response.body).pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  /** @returns {Promise<{ type: string, id?: string, data: any } | undefined>} */
  async function next() {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end !== -1) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (block.startsWith(':')) continue;
        const field = (/** @type {string} */ name) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { type: field('event') ?? 'message', id: field('id'), data: JSON.parse(field('data') ?? 'null') };
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffered += value;
    }
  }
  return { response, next, close: () => controller.abort() };
}
