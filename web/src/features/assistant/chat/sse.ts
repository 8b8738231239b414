/** One server-sent event: its name (`message` when it has none) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent-events body, handing each event to `onEvent` as it completes (comments and
 * unknown fields skipped). Resolves when the body ends.
 */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
      event = 'message';
      data = [];
    } else if (text.startsWith('event:')) {
      event = text.slice(6).trim();
    } else if (text.startsWith('data:')) {
      data.push(text.slice(5).replace(/^ /, ''));
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = done ? '' : (lines.pop() ?? '');
    for (const text of lines) line(text);
    if (done) break;
  }
  line('');
}
