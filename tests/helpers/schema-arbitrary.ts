// fast-check arbitraries for the API sweep: values shaped by a JSON schema from /api/openapi.json
// (at and past its edges), mixed at every level with garbage a client could send instead.
import fc from 'fast-check'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  propertyNames?: JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  maxItems?: number
}

const BODY_LIMIT = 256 * 1024

/** Numbers past every edge an int4, a bigint, a float or a cents column has. */
const oddNumber = fc.constantFrom(
  0,
  -1,
  0.5,
  -0.001,
  1e-7,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
)

const longString = fc
  .integer({ min: 1, max: BODY_LIMIT - 64 })
  .chain((n) =>
    fc.constantFrom('x', 'é', '😀', '\u202e', ' ').map((c) => c.repeat(Math.ceil(n / 4))),
  )

const deepObject = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let v: unknown = 'bottom'
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v }
  return v
})

const oddDate = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '9999-12-31',
  '2024-02-29',
  '2023-02-29',
  '2026-13-01',
  '275760-09-13',
)

/** Whatever a broken or hostile client could put where a value belongs. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  oddDate,
  fc.jsonValue({ maxDepth: 3 }),
  { arbitrary: longString, weight: 1 },
  { arbitrary: deepObject, weight: 1 },
)

/** Ids and counts written as text, at the edges of int4, bigint and JS numbers. */
const numericText = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '1e3',
  '0x10',
  ' 7',
  '007',
)

/** Edge texts tried one parameter at a time, besides the random ones. */
export const EDGE_TEXTS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '',
  '%',
  'x'.repeat(5000),
]

const dateOf = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
const year = fc.oneof(
  fc.constantFrom(0, 1, 1969, 1970, 2000, 2026, 2999, 3000, 9999),
  fc.integer({ min: 0, max: 9999 }),
)
const anyDate = fc
  .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => dateOf(y, m, d))

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fc.oneof(anyDate, oddDate)
  if (s.format === 'date-time') return anyDate.map((d) => `${d}T12:00:00Z`)
  if (s.format === 'uri') return fc.oneof(fc.webUrl(), fc.constant('javascript:alert(1)'))
  if (s.format === 'email') return fc.emailAddress()
  if (s.pattern) {
    try {
      return fc.oneof(
        { arbitrary: fc.stringMatching(new RegExp(s.pattern)), weight: 3 },
        { arbitrary: numericText, weight: 1 },
      )
    } catch {
      // Lookbehinds and the like: fast-check cannot build from them; plain strings still probe it.
    }
  }
  const min = s.minLength ?? 0
  const max = Math.min(s.maxLength ?? 64, 2000)
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.string({ minLength: max, maxLength: max + 2 }),
    numericText,
  )
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? s.exclusiveMinimum ?? -1e9
  const hi = s.maximum ?? s.exclusiveMaximum ?? 1e9
  const inRange = integer
    ? fc.integer({
        min: Math.ceil(Math.max(lo, -(2 ** 53))),
        max: Math.floor(Math.min(hi, 2 ** 53)),
      })
    : fc.double({ min: lo, max: hi, noNaN: true })
  const edges = fc.constantFrom(lo, hi, lo - 1, hi + 1, lo + 0.5, hi - 0.005)
  return fc.oneof(inRange, edges, oddNumber)
}

/** A value shaped by the schema (often at or past its limits), garbage one time in six. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shaped(schema ?? {}, depth), weight: 5 },
    { arbitrary: garbage, weight: 1 },
  )
}

function shaped(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return garbage
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => shaped(a, depth + 1)))
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...s, type }, depth)))
  switch (types[0]) {
    case 'string':
      return stringFor(s)
    case 'integer':
      return numberFor(s, true)
    case 'number':
      return numberFor(s, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valueFor(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 5, 60) })
    case 'object':
      if (typeof s.additionalProperties === 'object' && !s.properties) {
        return fc.dictionary(stringFor(s.propertyNames ?? {}), valueFor(s.additionalProperties), {
          maxKeys: 4,
        })
      }
      return objectFor(s, depth)
    default:
      return s.properties ? objectFor(s, depth) : fc.jsonValue({ maxDepth: 2 })
  }
}

/** An object with the schema's required fields, some optional ones, sometimes an extra one. */
export function objectFor(s: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {}
  const fields = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueFor(v, depth + 1)])),
    { requiredKeys: (s.required ?? []).filter((k) => k in props) },
  )
  const extra = fc.option(fc.tuple(fc.string({ maxLength: 12 }), garbage), { freq: 5 })
  return fc.tuple(fields, extra).map(([obj, more]) => {
    const out: Record<string, unknown> = { ...obj }
    if (more) Object.defineProperty(out, more[0], { value: more[1], enumerable: true })
    return out
  })
}

/** A path or query value: the shaped value as text, or text a schema never allows. */
export function textFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return valueFor(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
}

/** One plausible valid value: every field filled, numbers inside their bounds, the first choice. */
export function typicalValue(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum[0]
  const first = (s.anyOf ?? s.oneOf ?? s.allOf)?.[0]
  if (first) return typicalValue(first)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (type === 'string') return typicalText(s)
  if (type === 'integer' || type === 'number') {
    const lo = s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1)
    return Math.min(Math.max(lo, 1), s.maximum ?? Infinity)
  }
  if (type === 'boolean') return true
  if (type === 'null') return null
  if (type === 'array') return []
  return Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([k, v]) => [k, typicalValue(v)]),
  )
}

function typicalText(s: JsonSchema): string {
  if (s.format === 'date') return '2026-06-01'
  if (s.format === 'date-time') return '2026-06-01T12:00:00Z'
  if (s.format === 'uri') return 'https://example.com/x'
  if (s.format === 'email') return 'a@example.com'
  if (s.pattern) {
    try {
      const [sample] = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 1 })
      if (sample !== undefined) return sample
    } catch {
      // an unsupported pattern: fall through to plain letters
    }
  }
  return 'example'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 64)
}

/** Values put into one body field at a time, the others typical. */
export const EDGE_VALUES: unknown[] = [
  null,
  -1,
  0,
  0.005,
  1e-9,
  2 ** 31,
  1e21,
  -1e308,
  '',
  '0000-01-01',
  'x'.repeat(70_000),
  [],
  {},
]
