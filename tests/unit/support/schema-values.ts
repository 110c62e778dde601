// Inputs for comparing a zod schema with another parser: values built from the schema's definition
// (mostly valid, with the edge values its checks care about), then some broken on purpose: a value
// swapped for one of the wrong type or out of range, a key dropped, an unknown key added.
import fc from 'fast-check'
import type { z } from 'zod'

type Def = Record<string, unknown> & { type: string }
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def

/** Values that break schemas: wrong types, bounds, formats, enum members. */
const junk = fc.constantFrom<unknown>(
  null,
  undefined,
  '',
  'x',
  'not-a-member',
  '2024-13-01',
  '1999-12-31',
  0,
  -1,
  1.5,
  0.001,
  1e-9,
  2 ** 60,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  {},
  [],
  'a'.repeat(301),
)

/** Values a schema accepts, or nearly: strings and numbers lean on what checks test. */
export function validValues(schema: unknown): fc.Arbitrary<unknown> {
  const d = defOf(schema)
  const inner = () => validValues(d.innerType)
  switch (d.type) {
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('/', '/buy', 'ab_c-1', '2024-02-29', '2999-12-31', '123', ''),
      )
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constantFrom(10.48, 0.29, 0, 1))
    case 'boolean':
      return fc.boolean()
    case 'enum':
      return fc.constantFrom(...(Object.values(d.entries as object) as unknown[]))
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]))
    case 'array':
      return fc.array(validValues(d.element), { maxLength: 3 })
    case 'object': {
      const shape = d.shape as Record<string, unknown>
      const keys = Object.keys(shape)
      return fc.record(Object.fromEntries(keys.map((k) => [k, validValues(shape[k])])), {
        requiredKeys: keys.filter((k) => defOf(shape[k]).type !== 'optional'),
      })
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 4 }), validValues(d.valueType), { maxKeys: 3 })
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map(validValues))
    case 'optional':
    case 'default':
    case 'catch':
      return fc.option(inner(), { nil: undefined })
    case 'nullable':
      return fc.option(inner(), { nil: null })
    default:
      throw new Error(`no values for a zod ${d.type}`)
  }
}

type Edit = { at: number[]; kind: 'replace' | 'drop' | 'extra'; junk: unknown }

/** `value` with the node at `at` (indexes into its keys, level by level) changed. */
function applyEdit(value: unknown, edit: Edit, depth = 0): unknown {
  const index = edit.at[depth]
  const container = typeof value === 'object' && value !== null
  if (index === undefined || !container) return edit.kind === 'replace' ? edit.junk : value
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<
    string,
    unknown
  >
  const keys = Object.keys(copy)
  const key = keys[index % Math.max(keys.length, 1)]
  if (key === undefined || depth + 1 === edit.at.length) {
    if (edit.kind === 'extra') copy[`extra_${depth}`] = edit.junk
    else if (edit.kind === 'drop' && key !== undefined && !Array.isArray(copy)) delete copy[key]
    else if (key !== undefined) copy[key] = edit.junk
    return copy
  }
  copy[key] = applyEdit(copy[key], edit, depth + 1)
  return copy
}

const edits: fc.Arbitrary<Edit> = fc.record({
  at: fc.array(fc.nat({ max: 12 }), { maxLength: 4 }),
  kind: fc.constantFrom('replace', 'drop', 'extra'),
  junk,
})

/** Valid values, values with one to three edits, and junk. */
export function schemaValues(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = validValues(schema)
  const broken = fc
    .tuple(valid, fc.array(edits, { minLength: 1, maxLength: 3 }))
    .map(([value, list]) => list.reduce((v, edit) => applyEdit(v, edit), value))
  return fc.oneof(valid, broken, junk)
}
