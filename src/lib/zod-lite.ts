// The `zod` the client's bundle runs (issue 11). The contract is written once, in zod's classic
// method style, for the server and the client alike; classic attaches every method of every schema
// type to each schema it builds, which puts all of it (about 27 KB gzip) on the first route. The
// client build resolves `zod` here instead (scripts/zod-lite-plugin.ts): the same constructors and
// the methods the contract and src/ use, each mapped onto `zod/mini`'s functions, which the bundler
// keeps only when used. The server, the tests and TypeScript keep the real classic `zod`;
// tests/unit/lib/zod-lite.test.ts builds every contract module with both and compares them.
import * as m from 'zod/mini'

type Mini = m.ZodMiniType
type Params = string | { message?: string; abort?: boolean } | undefined
type Shape = Record<string, Mini>

/** A mini schema with the classic methods the project calls. */
export type LiteSchema = Mini & Record<string, unknown>

const kind = (s: Mini): string => s._zod.def.type

/** `.min()`/`.max()`: a bound on a number or a date, a length on a string or an array. */
const bound = (s: Mini, n: number, p: Params, lower: boolean) => {
  const t = kind(s)
  if (t === 'number' || t === 'date') return lower ? m.gte(n, p) : m.lte(n, p)
  if (t === 'string') return lower ? m.minLength(n, p) : m.maxLength(n, p)
  return lower ? m.minSize(n, p) : m.maxSize(n, p)
}

type TransformFn = Parameters<typeof m.transform>[0]
type Issue = string | (Record<string, unknown> & { fatal?: boolean })

/** A transform whose function may report problems with `ctx.addIssue`, as classic's can. */
function transform(fn: TransformFn) {
  const t = m.transform(fn)
  // Without checks a schema runs its parse directly: then both entries get the wrapper.
  const direct = t._zod.run === t._zod.parse
  const run = t._zod.parse.bind(t._zod)
  const parse: typeof run = (payload, ctx) => {
    const base = { code: 'custom', input: payload.value as unknown, inst: t }
    Object.assign(payload, {
      addIssue: (issue: Issue) =>
        payload.issues.push(
          (typeof issue === 'string'
            ? { ...base, message: issue }
            : { ...base, ...issue, ...(issue.fatal ? { continue: false } : {}) }) as never,
        ),
    })
    return run(payload, ctx)
  }
  if (direct) t._zod.run = parse
  t._zod.parse = parse
  return t
}

/** Gives `s` the classic methods; each returns a new schema with them too. */
export function lite(s: Mini): LiteSchema {
  const own = s as LiteSchema
  const check = s.check.bind(s) as unknown as (...c: m.core.$ZodCheck[]) => Mini
  const checked = (...c: m.core.$ZodCheck[]) => lite(check(...c))
  Object.assign(own, {
    check: checked,
    optional: () => lite(m.optional(s)),
    nullable: () => lite(m.nullable(s)),
    default: (v: never) => lite(m._default(s, v)),
    catch: (v: never) => lite(m.catch(s, v)),
    transform: (fn: TransformFn) => lite(m.pipe(s, transform(fn))),
    refine: (fn: (v: unknown) => unknown, p?: Params) => checked(m.refine(fn, p)),
    superRefine: (fn: Parameters<typeof m.superRefine>[0]) => checked(m.superRefine(fn)),
    extend: (shape: Shape) => lite(m.extend(s as unknown as m.ZodMiniObject, shape)),
    min: (n: number, p?: Params) => checked(bound(s, n, p, true)),
    max: (n: number, p?: Params) => checked(bound(s, n, p, false)),
    int: (p?: Params) => checked(m.int(p)),
    positive: (p?: Params) => checked(m.positive(p)),
    nonnegative: (p?: Params) => checked(m.nonnegative(p)),
    finite: () => own,
    trim: () => checked(m.trim()),
    toLowerCase: () => checked(m.toLowerCase()),
    toUpperCase: () => checked(m.toUpperCase()),
    regex: (re: RegExp, p?: Params) => checked(m.regex(re, p)),
    url: (p?: Params) => checked(m.url(p)),
    datetime: (p?: Parameters<typeof m.iso.datetime>[0]) => checked(m.iso.datetime(p)),
    date: (p?: Params) => checked(m.iso.date(p)),
  })
  return own
}

type Fn = (...args: never[]) => Mini
/** A constructor whose schema gets the classic methods. */
const wrap =
  <F extends Fn>(f: F) =>
  (...args: Parameters<F>) =>
    lite(f(...args))

export const z = {
  string: wrap(m.string),
  number: wrap(m.number),
  boolean: wrap(m.boolean),
  unknown: wrap(m.unknown),
  null: wrap(m.null),
  object: wrap(m.object),
  array: wrap(m.array),
  enum: wrap(m.enum),
  literal: wrap(m.literal),
  record: wrap(m.record),
  union: wrap(m.union),
  discriminatedUnion: wrap(m.discriminatedUnion),
  url: wrap(m.url),
  /** Classic's preprocess: a transform piped into the schema. */
  preprocess: (fn: TransformFn, schema: Mini) => lite(m.pipe(transform(fn), schema)),
  iso: { date: wrap(m.iso.date), datetime: wrap(m.iso.datetime) },
  coerce: { number: wrap(m.coerce.number) },
  NEVER: m.NEVER,
}
