// What every compiled validator node shares (./runtime.ts): zod's payload reduced to a list of
// issues, and its rule for which checks still run once an issue was found (zod/v4/core runChecks).

/** An issue while parsing: its path, and whether later checks still run (zod's `continue`). */
export interface Found {
  path: PropertyKey[]
  continue?: boolean
}

/** Parses `v`, pushing issues with paths relative to `v`; returns the output. */
export type Run = (v: unknown, issues: Found[]) => unknown
/** A compiled schema: its parse and how an object treats it as a property (zod's optin/optout). */
export interface Node {
  run: Run
  optin?: 'optional' | 'defaulted'
  optout?: 'optional'
}
/** A check: undefined when `v` passes, else whether the issue lets later checks run. */
export type Check = (v: unknown) => boolean | undefined
/** A length check runs even after a type issue, on any value with a length (zod's `when`). */
export type CheckEntry = Check | { when: 'length'; check: Check }

const hasLength = (v: unknown) =>
  v !== null && v !== undefined && (v as { length?: unknown }).length !== undefined

export function runChecks(value: unknown, checks: CheckEntry[], issues: Found[]) {
  let stop = aborted(issues)
  for (const entry of checks) {
    const gated = typeof entry !== 'function'
    if (gated) {
      if (issues.some((i) => i.continue === false) || !hasLength(value)) continue
    } else if (stop) continue
    const cont = (gated ? entry.check : entry)(value)
    if (cont === undefined) continue
    issues.push({ path: [], continue: cont })
    if (!cont) stop = true
  }
}

/** A leaf or container: `parse` then the schema's own checks, on a fresh list of issues. */
export const node =
  (parse: Run, checks: CheckEntry[] = []): Run =>
  (v, out) => {
    const issues: Found[] = []
    const value = parse(v, issues)
    runChecks(value, checks, issues)
    out.push(...issues)
    return value
  }

export const typed = (test: (v: unknown) => boolean) => (v: unknown, issues: Found[]) => {
  if (!test(v)) issues.push({ path: [] })
  return v
}

export const prefix = (key: PropertyKey, from: Found[], to: Found[]) => {
  for (const i of from) to.push({ ...i, path: [key, ...i.path] })
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** zod's `aborted`: an issue that does not let later checks run. */
export const aborted = (issues: Found[]) => issues.some((i) => i.continue !== true)
