// How the log reads. In a terminal (npm start) one readable line per entry; anywhere else (a service,
// a container, a file) pino's JSON, one object per line, for a log collector. LOG_FORMAT overrides.

type Writable = { write(text: string): unknown };

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
// Shown on the line itself or left out; every other field goes after the message as key=value.
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

function value(v: unknown): string {
  return typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v);
}

/** One pino JSON line as '12:04:05 INFO  GET /api/v2/session 200 4 ms' or '… WARN  message key=value'. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const head =
    req && res
      ? `${req.method} ${req.url} ${res.statusCode} ${Math.round(Number(entry.responseTime ?? 0))} ms`
      : String(entry.msg ?? '');
  const rest = Object.entries(entry)
    .filter(([k]) => !OMITTED.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const tail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${time} ${level} ${[head, ...rest].join(' ')}${tail}\n`;
}

/** A pino destination that writes readable lines to `out`. */
export function prettyLogStream(out: Writable): { write(line: string): void } {
  return { write: (line: string) => void out.write(prettyLine(line)) };
}

/** LOG_FORMAT 'auto': readable when a person watches the terminal, JSON otherwise. */
export function resolveLogFormat(format: 'auto' | 'pretty' | 'json', isTerminal: boolean): 'pretty' | 'json' {
  return format === 'auto' ? (isTerminal ? 'pretty' : 'json') : format;
}
