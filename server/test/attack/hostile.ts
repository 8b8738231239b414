// Hostile input for the attack checks: a deterministic generator (seeded), so a failure found once is
// found again. A request body starts valid-looking (built from the route's JSON Schema in the OpenAPI
// document) and is then broken one way at a time: one property replaced by a hostile value, or the
// whole body replaced by something that is not the object the route expects.

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i += 1) v = asArray ? [v] : { a: v };
  return v;
}

const HUGE = 'A'.repeat(200_000);

/** Values that are wrong for almost any field: types, limits, encodings, injection strings. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'a\ud800b',
  '\udfff',
  '\u202e\u200b\ufeff',
  HUGE,
  'x'.repeat(101),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  'not-a-uuid',
  '2030-02-30',
  '9999-99-99',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '../../../etc/passwd',
  "' OR '1'='1' --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '$'.concat('{7*7}'),
  '%00',
  '\\u0000',
  [],
  [null],
  ['a', 1, {}],
  Array.from({ length: 5000 }, (_, i) => i),
  {},
  { a: 1 },
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  nested(300, 'x', false),
  nested(300, 1, true),
];

/** Values wrong for a text field in particular: encodings the database refuses, limits, injections. */
export const HOSTILE_STRINGS: readonly string[] = HOSTILE_VALUES.filter((v): v is string => typeof v === 'string');

/** A hostile value for the thing now at a path: text gets text attacks half the time, else anything. */
export function hostileFor(current: unknown, rand: () => number): unknown {
  if (typeof current === 'string' && rand() < 0.5) return pick(rand, HOSTILE_STRINGS);
  return pick(rand, HOSTILE_VALUES);
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
  additionalProperties?: Schema | boolean;
  $ref?: string;
};

/** A value that satisfies the schema's shape (not always its rules), with real ids where ids go. */
export function baseValue(schema: Schema | undefined, idFor: (key: string) => string, key = '', depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return baseValue(union.find((s) => s.type !== 'null') ?? union[0], idFor, key, depth + 1);
  if (schema.allOf?.[0]) return baseValue(schema.allOf[0], idFor, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(schema.properties ?? {}))
        out[name] = baseValue(sub, idFor, name, depth + 1);
      // A record (search filters): one entry, under the key searches use.
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        out['text-search'] = baseValue(schema.additionalProperties, idFor, 'text-search', depth + 1);
      }
      return out;
    }
    case 'array':
      // An optional list stays empty (a made-up sort or filter would fail the whole request).
      return Array.from({ length: schema.minItems ?? 0 }, () => baseValue(schema.items, idFor, key, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return idFor(key);
      if (schema.format === 'email' || /email/i.test(key)) return 'fuzz@example.com';
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-07';
      if (schema.pattern?.includes('[01]\\d|2[0-3]')) return '09:00';
      if (/password/i.test(key)) return 'Password1';
      if (/timezone/i.test(key)) return 'UTC';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return schema.default ?? null;
  }
}

/** Every property path of a value (objects and the first element of arrays), for one-at-a-time mutation. */
export function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (Array.isArray(value)) {
    if (value.length > 0) {
      out.push([...prefix, 0]);
      paths(value[0], [...prefix, 0], out);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      paths(v, [...prefix, k], out);
    }
  }
  return out;
}

/** The thing at `path` inside `value`. */
export function valueAt(value: unknown, path: (string | number)[]): unknown {
  let v = value;
  for (const key of path) v = (v as Record<string | number, unknown> | null)?.[key];
  return v;
}

/** A copy of `value` with the thing at `path` replaced. */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

export interface RawBody {
  /** Sent as is. */
  payload: string;
  contentType: string;
  label: string;
}

/** Whole bodies that are not the JSON object a route expects. */
export function hostileBodies(base: unknown): RawBody[] {
  const json = JSON.stringify(base ?? {});
  const inner = json.startsWith('{') && json.length > 2 ? `,${json.slice(1)}` : '}';
  const j = (payload: string, label: string): RawBody => ({ payload, contentType: 'application/json', label });
  return [
    j('', 'empty body'),
    j('null', 'null'),
    j('[]', 'array'),
    j(`[${json}]`, 'object in an array'),
    j('"x"', 'string'),
    j('42', 'number'),
    j(json.slice(0, Math.max(1, Math.floor(json.length / 2))), 'truncated JSON'),
    j(`${json}}`, 'trailing garbage'),
    j(`{"__proto__":{"polluted":true,"isOwner":true}${inner}`, '__proto__ key'),
    j(`{"constructor":{"prototype":{"polluted":true}}${inner}`, 'constructor.prototype key'),
    j('['.repeat(10_000) + ']'.repeat(10_000), '10,000 nested arrays'),
    j(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, '10,000 nested objects'),
    j(`\ufeff${json}`, 'byte-order mark'),
    j(json.replace(/"[^"]*"/, '"\\ud800"'), 'lone surrogate escape'),
    j(json.replace(/"[^"]*"/, '"\\u0000"'), 'NUL escape'),
    { payload: json, contentType: 'text/plain', label: 'JSON as text/plain' },
    { payload: json, contentType: 'application/x-www-form-urlencoded', label: 'JSON as a form' },
    { payload: 'a=1&b[c]=2&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded', label: 'form' },
    { payload: json, contentType: 'application/json; charset=utf-16', label: 'wrong charset' },
    { payload: json, contentType: 'application/xml', label: 'xml type' },
    {
      payload: `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n${json}\r\n--b--`,
      contentType: 'multipart/form-data; boundary=b',
      label: 'multipart',
    },
  ];
}

/** Path parameter values that no route should accept. */
export const HOSTILE_PARAMS: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e999',
  'x'.repeat(250),
  '%7B%22__proto__%22%3A1%7D',
  'constructor',
  '__proto__',
];

/** Query strings added to every route, JSON or not. */
export const HOSTILE_QUERIES: readonly string[] = [
  'ids=%00',
  'ids=not-a-uuid,00000000-0000-0000-0000-000000000000',
  `ids=${Array.from({ length: 600 }, () => '00000000-0000-4000-8000-000000000000').join(',')}`,
  'ids[]=1&ids[]=2',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'a=%ED%A0%80',
  'a=%E0%A4%A',
  `q=${'x'.repeat(5000)}`,
];
