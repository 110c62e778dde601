// Test knobs for the sandbox registrar: a delay on every call and failures injected by operation,
// domain pattern, probability (from a seeded generator, so a run can be replayed) and count.
import { ProviderError } from '../types'

export type RegistrarOperation =
  | 'check'
  | 'priceList'
  | 'register'
  | 'renew'
  | 'setNameServers'
  | 'info'
  | 'controls'
  | 'transfer'
  | 'dnssec'

export interface FaultRule {
  kind: 'transient' | 'permanent'
  /** Operations the rule applies to; all when omitted. */
  operations?: RegistrarOperation[]
  /** Applies when any domain of the call matches; to every call when omitted. */
  domain?: RegExp | string
  /** Chance of failing a matching call, 0..1 (default 1). */
  probability?: number
  /** Fails only the first `times` matching calls (default: every one). */
  times?: number
}

export interface FaultOptions {
  latencyMs?: number
  faults?: FaultRule[]
  /** Seed of the generator behind `probability`. */
  seed?: number
}

/** mulberry32: tiny, fast and good enough to decide injected failures reproducibly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function matches(rule: FaultRule, operation: RegistrarOperation, domains: string[]): boolean {
  if (rule.operations && !rule.operations.includes(operation)) return false
  if (rule.domain === undefined) return true
  const pattern = rule.domain
  return domains.some((d) => (typeof pattern === 'string' ? d === pattern : pattern.test(d)))
}

export function createFaultInjector(opts: FaultOptions = {}) {
  const random = seededRandom(opts.seed ?? 1)
  const rules = (opts.faults ?? []).map((rule) => ({ rule, left: rule.times ?? Infinity }))
  return async function beforeCall(
    operation: RegistrarOperation,
    domains: string[] = [],
  ): Promise<void> {
    if (opts.latencyMs) await new Promise((resolve) => setTimeout(resolve, opts.latencyMs))
    for (const entry of rules) {
      if (entry.left <= 0 || !matches(entry.rule, operation, domains)) continue
      if (random() >= (entry.rule.probability ?? 1)) continue
      entry.left -= 1
      const transient = entry.rule.kind === 'transient'
      throw new ProviderError(
        `sandbox registrar: injected ${entry.rule.kind} failure in ${operation}`,
        transient,
        transient ? 'injected_transient' : 'injected_permanent',
      )
    }
  }
}
