// The client build swaps classic `zod` for src/lib/zod-lite.ts (scripts/zod-lite-plugin.ts). Here
// every contract module, and every module of src/ that builds schemas, is loaded twice: once with
// the real `zod`, once with the lite one; each exported schema must come out with the same
// definition (types, checks and their settings, refinements of the same code), and parse
// alike.
import { afterAll, describe, expect, it, vi } from 'vitest'

const contract = import.meta.glob<Record<string, unknown>>('../../../contract/*.ts')
const fromSrc = import.meta.glob<string>(
  [
    '../../../src/**/*.{ts,tsx}',
    '!../../../src/lib/zod-lite.ts',
    '!../../../src/routeTree.gen.ts',
    '!../../../src/main.tsx',
    '!../../../src/boot.ts',
  ],
  { query: '?raw', import: 'default' },
)

interface Zodish {
  _zod: { def: Record<string, unknown> }
  safeParse: (v: unknown) => {
    success: boolean
    data?: unknown
    error?: { issues: Array<{ code: string; path: PropertyKey[] }> }
  }
}
const isSchema = (v: unknown): v is Zodish =>
  typeof v === 'object' && v !== null && '_zod' in v && 'safeParse' in v

/** A schema's definition as plain data: nested schemas and checks by their own definitions. */
function signature(value: unknown): unknown {
  if (typeof value === 'function') return `function ${String(value)}`
  if (typeof value !== 'object' || value === null) return value
  if (value instanceof RegExp) return String(value)
  if ('_zod' in value) return signature((value as Zodish)._zod.def)
  if (Array.isArray(value)) return value.map((v) => signature(v))
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, signature(v)]))
}

/** What a parse gave: the data, or which checks failed where (texts differ: no locale in mini). */
function outcome(schema: Zodish, sample: unknown) {
  const r = schema.safeParse(sample)
  return r.success
    ? { data: r.data }
    : { issues: r.error?.issues.map(({ code, path }) => ({ code, path })) }
}

async function load(paths: string[], loaders: typeof contract) {
  const out: Record<string, Record<string, unknown>> = {}
  for (const path of paths) out[path] = await (loaders[path] as () => Promise<never>)()
  return out
}

/** The src modules that build schemas with `zod` at run time (not only its types). */
async function srcUsingZod() {
  const found = []
  for (const [path, raw] of Object.entries(fromSrc))
    if (/^import \{ z \} from 'zod'$/m.test(await raw())) found.push(path)
  return found
}
const modules = { contract: Object.keys(contract), src: [] as string[] }

describe('zod-lite builds the same schemas as classic zod', async () => {
  modules.src = await srcUsingZod()
  const srcLoaders = import.meta.glob<Record<string, unknown>>('../../../src/**/*.{ts,tsx}')
  const paths = [...modules.contract, ...modules.src]
  const loaders = { ...contract, ...srcLoaders }
  const classic = await load(paths, loaders)
  vi.resetModules()
  vi.doMock('zod', () => import('../../../src/lib/zod-lite'))
  const lite = await load(paths, loaders)
  afterAll(() => vi.doUnmock('zod'))

  it('finds the modules to compare', () => {
    expect(modules.contract.length).toBeGreaterThan(20)
    expect(modules.src.length).toBeGreaterThan(3)
  })

  it.each(paths)('%s', (path) => {
    const schemas = Object.entries(classic[path] ?? {}).filter(([, v]) => isSchema(v))
    for (const [name, schema] of schemas) {
      const other = lite[path]?.[name]
      expect(isSchema(other), `${name} is a schema`).toBe(true)
      expect(other, `${name} is not classic`).not.toBe(schema)
      expect(signature(other), name).toEqual(signature(schema))
      for (const sample of [undefined, null, '', 'x', 0, 1.5, {}, []])
        expect(outcome(other as Zodish, sample), `${name}(${JSON.stringify(sample)})`).toEqual(
          outcome(schema as Zodish, sample),
        )
    }
  })
})
