/**
 * The one rule every string a person sends must keep (issue 14 F4): no NUL (U+0000), which PostgreSQL
 * cannot store in text, and no lone UTF-16 surrogate, which is not a character at all (PostgreSQL's
 * jsonb refuses its escape). The server checks every string of every request against it before the
 * route's schema; the shared text schemas (requiredText, Email, ContentHtml) check it too, so a form
 * in the browser refuses what the server would.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point of this rule.
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/**
 * Where a request's data breaks the rule: the path of each unsafe string or object key, at most
 * `limit` of them. Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function unsafeTextPaths(data: unknown, limit = 10): (string | number)[][] {
  interface Step {
    value: unknown;
    key: string | number | null;
    parent: Step | null;
  }
  const pathOf = (step: Step): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let s: Step | null = step; s && s.key !== null; s = s.parent) path.push(s.key);
    // A string at the bottom of a very deep body is named by its first levels.
    return path.reverse().slice(0, 32);
  };
  const found: (string | number)[][] = [];
  const stack: Step[] = [{ value: data, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (typeof value === 'string') {
      if (!isSafeText(value)) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: i, parent: step });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        const child: Step = { value: (value as Record<string, unknown>)[key], key, parent: step };
        if (isSafeText(key)) stack.push(child);
        else found.push(pathOf(child));
      }
    }
  }
  return found.slice(0, limit);
}
