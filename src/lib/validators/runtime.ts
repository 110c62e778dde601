// The parts the client build's compiled validators are made of (scripts/first-route-contract/).
// At build time each contract schema the first route uses becomes one expression over these
// functions, so the first route parses answers as zod would without loading zod or building any
// schema. Each mirrors one zod node's parse (zod/v4/core/schemas.js): what it accepts, what it
// outputs, which keys it keeps, and where and in what order it reports issues.
import type { Validator, ValidatorIssue } from '@contract/validator'
import {
  aborted,
  isObject,
  node,
  prefix,
  typed,
  type CheckEntry,
  type Found,
  type Node,
} from './node'

export const str = (checks?: CheckEntry[]): Node => ({
  run: node(
    typed((v) => typeof v === 'string'),
    checks,
  ),
})
export const num = (checks?: CheckEntry[]): Node => ({
  run: node(
    typed((v) => typeof v === 'number' && Number.isFinite(v)),
    checks,
  ),
})
export const bool = (): Node => ({ run: node(typed((v) => typeof v === 'boolean')) })
export const oneOf = (values: readonly unknown[]): Node => ({
  run: node(typed((v) => values.includes(v))),
})

export const arr = (element: Node, checks?: CheckEntry[]): Node => ({
  run: node((v, issues) => {
    if (!Array.isArray(v)) return typed(() => false)(v, issues)
    return v.map((item: unknown, i) => {
      const own: Found[] = []
      const value = element.run(item, own)
      prefix(i, own, issues)
      return value
    })
  }, checks),
})

/** zod's handlePropertyResult: what an absent or undefined key leaves in the output. */
function property(out: Record<string, unknown>, input: object, key: string, f: Node, own: Found[]) {
  return (value: unknown, issues: Found[]) => {
    const present = key in input
    const optionalOut = f.optout === 'optional'
    if (!present && optionalOut && f.optin === 'optional') return
    if (own.length) {
      if (f.optin !== undefined && optionalOut && !present) return
      prefix(key, own, issues)
    }
    if (!present && f.optin === undefined) {
      if (!own.length) issues.push({ path: [key] })
      return
    }
    if (value !== undefined) out[key] = value
    else if (present || (f.optin === 'defaulted' && !optionalOut)) out[key] = undefined
  }
}

/** A z.object: declared keys only (unknown keys are stripped, as zod's default does). */
export const obj = (shape: Record<string, Node>, checks?: CheckEntry[]): Node => ({
  run: node((v, issues) => {
    if (!isObject(v)) return typed(() => false)(v, issues)
    const out: Record<string, unknown> = {}
    for (const [key, f] of Object.entries(shape)) {
      if (key === '__proto__') continue
      const own: Found[] = []
      const value = f.run(v[key], own)
      property(out, v, key, f, own)(value, issues)
    }
    return out
  }, checks),
})

/** A z.record with plain string keys. */
export const rec = (value: Node): Node => ({
  run: node((v, issues) => {
    const proto: unknown = isObject(v) ? Object.getPrototypeOf(v) : undefined
    if (!isObject(v) || (proto !== Object.prototype && proto !== null))
      return typed(() => false)(v, issues)
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(v)) {
      if (key === '__proto__') continue
      const own: Found[] = []
      out[key] = value.run(v[key], own)
      prefix(key, own, issues)
    }
    return out
  }),
})

/** zod's union: the first option without issues, else the only one not aborted, else one issue. */
export const union = (options: Node[]): Node => ({
  ...(options.some((o) => o.optin === 'defaulted')
    ? { optin: 'defaulted' }
    : options.some((o) => o.optin !== undefined)
      ? { optin: 'optional' }
      : {}),
  ...(options.some((o) => o.optout === 'optional') ? { optout: 'optional' } : {}),
  run: node((v, issues) => {
    const results = options.map((o) => {
      const own: Found[] = []
      return { value: o.run(v, own), own }
    })
    const ok = results.find((r) => r.own.length === 0)
    if (ok) return ok.value
    const live = results.filter((r) => !aborted(r.own))
    if (live.length === 1 && live[0]) {
      issues.push(...live[0].own)
      return live[0].value
    }
    issues.push({ path: [] })
    return v
  }),
})

export const optional = (inner: Node): Node => ({
  optin: inner.optin === 'defaulted' ? 'defaulted' : 'optional',
  optout: 'optional',
  run: (v, issues) => (v === undefined && inner.optin !== 'defaulted' ? v : inner.run(v, issues)),
})
export const nullable = (inner: Node): Node => ({
  ...inner,
  run: (v, issues) => (v === null ? v : inner.run(v, issues)),
})
/** `value` is JSON from the build: a fresh copy each time, as zod hands out its own default. */
export const withDefault = (inner: Node, value: unknown): Node => ({
  optin: 'defaulted',
  run: (v, issues) => {
    if (v === undefined) return structuredClone(value)
    const out = inner.run(v, issues)
    return out === undefined ? structuredClone(value) : out
  },
})
export const withCatch = (inner: Node, value: unknown): Node => ({
  optin: inner.optin === 'defaulted' ? 'defaulted' : 'optional',
  ...(inner.optout ? { optout: inner.optout } : {}),
  run: (v) => {
    const own: Found[] = []
    const out = inner.run(v, own)
    return own.length ? structuredClone(value) : out
  },
})

/** The object the app calls: zod's `safeParse` result shape, issues with their paths. */
export function validator<T>(root: Node): Validator<T> {
  return {
    safeParse(input: unknown) {
      const issues: Found[] = []
      const data = root.run(input, issues)
      if (issues.length === 0) return { success: true, data: data as T }
      const found: ValidatorIssue[] = issues.map((i) => ({
        path: i.path,
        message: 'Invalid input',
      }))
      return { success: false, error: { issues: found } }
    },
  }
}
