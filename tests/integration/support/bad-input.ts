import fc from 'fast-check';

/** Strings people and scripts send that code tends not to expect. */
export const STRANGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u202eevil\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '👩🏽‍🔧🏳️‍🌈🦜',
  'Ā'.repeat(300),
  '\u200b',
  '%00',
  '../../etc/passwd',
  "'; drop table core_user; --",
  '<script>alert(1)</script>',
  "$' $` $&",
  '{{7*7}}',
  '-1',
  '1e309',
  'null',
  'NaN',
  '__proto__',
  // JSON text, for the fields that take it: escapes that decode to what PostgreSQL refuses.
  '["\\ud800"]',
  '["a\\u0000"]',
  '[{"name":"x\\udc00","enabled":true}]',
];
const strange = fc.constantFrom(...STRANGE_STRINGS);

/** Strings a real client would send, so some requests get past validation to the code behind it. */
const plausible = fc.constantFrom(
  'Aroha',
  'someone@co-nz.example',
  '021 123 4567',
  '+64211234567',
  'https://reviews.example/review',
  '00000000-0000-4000-8000-000000000000',
  'plumber',
  'Great work, on time.',
  '5',
  'true',
);

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: strange },
  { weight: 2, arbitrary: plausible },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  // Long, but under every body limit.
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 150_000 }).map((n) => 'x'.repeat(n)) },
);

const oddNumber = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE));

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 1, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(oddString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(oddString, oddString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 }), { maxLength: 3 }) },
);

/** The field names of a zod object schema, through optional, default, pipe and refine wrappers. */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as { _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let depth = 0; depth < 10 && current?._zod?.def; depth += 1) {
    const def = current._zod.def;
    if (def.type === 'object') return Object.keys(def.shape as object);
    current = (def.innerType ?? def.in) as typeof current;
  }
  return [];
}

export type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };

/** A valid body with one to three fields (its own or new ones) given odd values, or left out. */
export function spoiled(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...Object.keys(example)) }, { weight: 1, arbitrary: oddString });
  return fc.array(fc.tuple(name, fc.option(oddValue, { nil: undefined, freq: 6 })), { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = { ...example };
    for (const [key, value] of changes) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    return body;
  });
}

/**
 * A body for a route: a valid example spoiled, its own fields with odd values (plus extras), any JSON, arrays, or
 * text that is not JSON.
 */
export function badBody(fields: string[], example?: Record<string, unknown>): fc.Arbitrary<Payload> {
  const own = fields.length
    ? fc
        .tuple(
          fc.record(Object.fromEntries(fields.map((f) => [f, oddValue])), { requiredKeys: [] }),
          fc.dictionary(oddString, oddValue, { maxKeys: 2 }),
        )
        .map(([mine, extra]) => ({ ...extra, ...mine }))
    : fc.dictionary(oddString, oddValue, { maxKeys: 4 });
  return fc.oneof(
    ...(example ? [{ weight: 8, arbitrary: spoiled(example).map((value) => ({ kind: 'json' as const, value })) }] : []),
    { weight: 5, arbitrary: own.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.array(own, { maxLength: 2 }).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('{', '{"a":', '[1,', '"\\ud800"', '{"a":"\\u0000"}', 'nul\u0000l', '\ufeff{}', 'true', '1'),
          fc.string({ maxLength: 20 }),
        )
        .map(([head, tail]) => ({ kind: 'raw' as const, text: head + tail, type: 'application/json' })),
    },
    { weight: 1, arbitrary: oddString.map((text) => ({ kind: 'raw' as const, text, type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

/** A query string with the route's own names and others, holding odd values. */
export function badQuery(fields: string[]): fc.Arbitrary<Record<string, string>> {
  const name = fields.length ? fc.oneof(fc.constantFrom(...fields), oddString) : oddString;
  return fc.dictionary(name, oddString, { maxKeys: 3 });
}

/** A value for a path parameter: ids that are not ids, or are someone's. */
export function badId(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: oddString.filter((s) => s.length > 0 && s.length < 5000) },
    ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.constantFrom('0', '1', '3', '4', '-1', '9'.repeat(400), '00000000-0000-0000-0000-000000000000', ...known) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/** Percent-encodes anything, a lone surrogate included (as the bytes a careless client would send). */
export function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}
