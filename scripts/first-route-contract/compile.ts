// Compiles zod schemas into source text over src/lib/validators/runtime.ts, at build time, with the
// real zod: each schema's definition (`_zod.def`) is walked and every node becomes one call. What
// cannot be restated exactly (a transform, a refine with an inline function, a string format with
// logic beyond its pattern) fails the build instead of parsing differently from the contract.
import type { z } from 'zod'

type Def = Record<string, unknown> & { type: string; checks?: Schema[] }
type Schema = { _zod: { def: Def; traits: Set<string> } }

/** Functions a refine may use, each exported by a module without zod: file and export name. */
export type Predicates = Map<unknown, { file: string; name: string }>

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof v._zod === 'object'

const json = (v: unknown, where: string): string => {
  const text = JSON.stringify(v)
  if (v !== undefined && (text === undefined || JSON.stringify(JSON.parse(text)) !== text))
    throw new Error(`${where}: ${typeof v} ${text ?? ''} is not plain JSON`)
  return text ?? 'undefined'
}

/** Turns schemas into `const nK = ...` lines, each schema once, and the imports they need. */
export function createCompiler(predicates: Predicates, runtime: string) {
  const lines: string[] = []
  const names = new Map<Schema, string>()
  // Schemas built alike (each `z.string()` of a contract) share one node.
  const byExpr = new Map<string, string>()
  const imports = new Map<string, string>()

  const predicate = (fn: unknown, where: string) => {
    const found = predicates.get(fn)
    if (!found)
      throw new Error(
        `${where}: a refine whose function is not exported by a zod-free module of ` +
          `scripts/first-route-contract/predicates.ts cannot be compiled; move it there`,
      )
    const local = `p_${found.name}`
    imports.set(local, `import { ${found.name} as ${local} } from ${JSON.stringify(found.file)}`)
    return local
  }

  const check = (ch: Schema, where: string): string => {
    const d = ch._zod.def
    const cont = d.abort ? 'false' : 'true'
    const fail = (test: string) => `(v) => (${test} ? undefined : ${cont})`
    const value = json(d.value, where)
    switch (d.check) {
      case 'less_than':
        return fail(`v ${d.inclusive ? '<=' : '<'} ${value}`)
      case 'greater_than':
        return fail(`v ${d.inclusive ? '>=' : '>'} ${value}`)
      case 'min_length':
        return `{ when: 'length', check: ${fail(`v.length >= ${json(d.minimum, where)}`)} }`
      case 'max_length':
        return `{ when: 'length', check: ${fail(`v.length <= ${json(d.maximum, where)}`)} }`
      case 'length_equals':
        return `{ when: 'length', check: ${fail(`v.length === ${json(d.length, where)}`)} }`
      case 'number_format': {
        if (d.format !== 'safeint') break
        // Not an integer stops the checks after it; outside the safe range does not.
        return `(v) => (!Number.isInteger(v) ? false : Number.isSafeInteger(v) ? undefined : ${cont})`
      }
      case 'string_format': {
        if (!['regex', 'date'].includes(d.format as string) || !(d.pattern instanceof RegExp)) break
        // A literal in the arrow is a new RegExp per call: lastIndex starts at 0, as zod resets it.
        return fail(`${String(d.pattern)}.test(v)`)
      }
      case 'custom':
        if (d.when || d.fn === undefined) break
        return fail(`${predicate(d.fn, where)}(v)`)
    }
    throw new Error(`${where}: check ${JSON.stringify([d.check, d.format])} is not compiled`)
  }

  const checks = (s: Schema, where: string) => {
    const own = s._zod.traits.has('$ZodCheck') ? [s] : []
    const list = [...own, ...(s._zod.def.checks ?? [])]
    return list.length ? `[${list.map((c) => check(c, where)).join(', ')}]` : ''
  }

  const noChecks = (s: Schema, where: string) => {
    if (s._zod.def.checks?.length) throw new Error(`${where}: checks on a ${s._zod.def.type}`)
  }

  const compile = (s: Schema, where: string): string => {
    const known = names.get(s)
    if (known) return known
    const d = s._zod.def
    const sub = (x: unknown, part: string) => compile(x as Schema, `${where}.${part}`)
    let expr: string
    switch (d.type) {
      case 'string':
        if (d.coerce) throw new Error(`${where}: coercion is not compiled`)
        expr = `r.str(${checks(s, where)})`
        break
      case 'number':
        if (d.coerce) throw new Error(`${where}: coercion is not compiled`)
        expr = `r.num(${checks(s, where)})`
        break
      case 'boolean':
        if (d.coerce) throw new Error(`${where}: coercion is not compiled`)
        noChecks(s, where)
        expr = 'r.bool()'
        break
      case 'enum':
        noChecks(s, where)
        expr = `r.oneOf(${json(Object.values(d.entries as object), where)})`
        break
      case 'literal':
        noChecks(s, where)
        expr = `r.oneOf(${json(d.values, where)})`
        break
      case 'array':
        expr = `r.arr(${sub(d.element, '[]')}${checks(s, where) ? `, ${checks(s, where)}` : ''})`
        break
      case 'object': {
        if (d.catchall)
          throw new Error(`${where}: only objects that strip unknown keys are compiled`)
        const shape = Object.entries(d.shape as Record<string, unknown>)
          .map(([k, v]) => `${JSON.stringify(k)}: ${sub(v, k)}`)
          .join(', ')
        const own = checks(s, where)
        expr = `r.obj({ ${shape} }${own ? `, ${own}` : ''})`
        break
      }
      case 'record': {
        const key = (d.keyType as Schema)._zod.def
        if (key.type !== 'string' || key.checks?.length || key.coerce || d.mode)
          throw new Error(`${where}: only records with plain string keys are compiled`)
        noChecks(s, where)
        expr = `r.rec(${sub(d.valueType, '{}')})`
        break
      }
      case 'union':
        if (d.inclusive === false || d.discriminator) throw new Error(`${where}: union kind`)
        noChecks(s, where)
        expr = `r.union([${(d.options as unknown[]).map((o, i) => sub(o, `|${i}`)).join(', ')}])`
        break
      case 'optional':
      case 'nullable':
        noChecks(s, where)
        expr = `r.${d.type}(${sub(d.innerType, d.type)})`
        break
      case 'default':
        noChecks(s, where)
        expr = `r.withDefault(${sub(d.innerType, 'default')}, ${json(d.defaultValue, where)})`
        break
      case 'catch': {
        noChecks(s, where)
        const catchValue = d.catchValue as (ctx: unknown) => unknown
        const fixed = json(catchValue({ issues: [] }), where)
        if (json(catchValue({ issues: [{}], value: 1 }), where) !== fixed)
          throw new Error(`${where}: a catch value that depends on the failure is not compiled`)
        expr = `r.withCatch(${sub(d.innerType, 'catch')}, ${fixed})`
        break
      }
      default:
        throw new Error(`${where}: a zod ${d.type} is not compiled (transforms, pipes, lazy...)`)
    }
    const name = byExpr.get(expr) ?? `n${byExpr.size}`
    if (!byExpr.has(expr)) lines.push(`const ${name} = ${expr}`)
    byExpr.set(expr, name)
    names.set(s, name)
    return name
  }

  return {
    /** The expression of a validator for `schema`; `where` names it in build errors. */
    validator: (schema: z.ZodType, where: string) =>
      `r.validator(${compile(schema as unknown as Schema, where)})`,
    isSchema,
    json,
    /** The module's head: imports, then every node, in dependency order. */
    head: () =>
      [`import * as r from ${JSON.stringify(runtime)}`, ...imports.values(), ...lines].join('\n'),
  }
}
