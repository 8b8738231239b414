/**
 * The `data:` payloads of a server-sent-events body, one per event (several data lines of one event are
 * joined with a newline, as the format says); comments and other fields are skipped. `onChunk` runs for
 * every piece read, so the caller can reset an idle timer.
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  onChunk: () => void = () => {},
): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk();
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r?\n|\r/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
        newline = buffer.search(/\r?\n|\r/);
      }
    }
    buffer += decoder.decode();
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    if (data.length > 0) yield data.join('\n');
  } finally {
    // Stops the download when the caller leaves early (an error, or it has what it wanted).
    await reader.cancel().catch(() => {});
  }
}
