/**
 * The `redirect` query parameter of /login comes from the URL, so anyone can craft it.
 * Only a same-site path is followed: it must start with one '/' (never '//' or '/\', which
 * browsers read as another host) and hold no whitespace or control characters (browsers drop
 * tabs and newlines, so '/\t/evil.example' would become '//evil.example').
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return fallback;
  // Sending a user back to the sign-in page after signing in would loop.
  if (/^\/(login|signed-out)(?=$|[/?#])/.test(raw)) return fallback;
  return raw;
}
