// @vitest-environment node
// Every validator the client build compiles (contract/first-route.ts) against zod's own safeParse of
// the same schema, on values built from the schema and on broken ones: same success, same output
// (stripped keys, defaults and caught values included), same issue paths.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as firstRoute from '@contract/first-route'
import type { Validator } from '@contract/validator'
import { createCompiler } from '../../../../scripts/first-route-contract/compile'
import { firstRouteSource } from '../../../../scripts/first-route-contract/source'
import { schemaValues } from '../../support/schema-values'

type Compiled = Record<string, unknown>

async function compiledModule(): Promise<Compiled> {
  const file = join(mkdtempSync(join(tmpdir(), 'first-route-')), 'first-route.ts')
  writeFileSync(file, firstRouteSource())
  return (await import(/* @vite-ignore */ file)) as Compiled
}

/** Each schema of the module, by name: an endpoint stands for its answer. */
function schemasOf(module: Record<string, unknown>) {
  const found: Array<[string, unknown]> = []
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
    if ('response' in value) found.push([`${name}.response`, value.response])
    else found.push([name, value])
  }
  return found
}

/** What a caller can see of a result: success and data, or the paths of the issues. */
const seen = (r: ReturnType<Validator<unknown>['safeParse']>) =>
  r.success
    ? { success: true, data: r.data }
    : { success: false, paths: r.error.issues.map((i) => i.path) }

const compiled = await compiledModule()
const real = schemasOf(firstRoute)

describe('compiled first-route validators', () => {
  it('cover every schema of contract/first-route.ts', () => {
    expect(schemasOf(compiled).map(([name]) => name)).toEqual(real.map(([name]) => name))
    expect(compiled.languageCodes).toEqual(firstRoute.languageCodes)
  })

  it.each(real)('%s parses as zod does', (name, schema) => {
    const zodSchema = schema as z.ZodType
    const ours = Object.fromEntries(schemasOf(compiled))[name] as Validator<unknown>
    fc.assert(
      fc.property(schemaValues(zodSchema), (input) => {
        expect(seen(ours.safeParse(input))).toStrictEqual(seen(zodSchema.safeParse(input)))
      }),
      { numRuns: 400 },
    )
  })

  it('copies routes and leaves request schemas out', () => {
    const { getProfile } = compiled as { getProfile: Record<string, unknown> }
    expect(Object.keys(getProfile).sort()).toEqual(['auth', 'methods', 'path', 'response'])
    expect(getProfile.path).toBe(firstRoute.getProfile.path)
    expect(getProfile.methods).toEqual(firstRoute.getProfile.methods)
  })
})

describe('the compiler refuses what it cannot restate', () => {
  const compile = (schema: z.ZodType) =>
    createCompiler(new Map(), '/runtime.ts').validator(schema, 'x')

  it.each([
    ['a transform', z.string().transform((s) => s.length)],
    ['an inline refine', z.number().refine((n) => n > 1)],
    ['a coercion', z.coerce.number()],
    ['a string format beyond its pattern', z.string().url()],
    ['a trim', z.string().trim()],
    ['a loose object', z.looseObject({ a: z.string() })],
    ['a lazy schema', z.lazy(() => z.string())],
  ])('%s', (_, schema) => {
    expect(() => compile(schema)).toThrow(/^x/)
  })

  it('accepts a refine through a listed predicate, by identity', () => {
    const positive = (n: number) => n > 0
    const c = createCompiler(new Map([[positive, { file: '/p.ts', name: 'positive' }]]), '/r.ts')
    c.validator(z.number().refine(positive), 'x')
    expect(c.head()).toContain('import { positive as p_positive } from "/p.ts"')
  })
})
