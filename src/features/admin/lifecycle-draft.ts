// The expiry lifecycle part of the settings form: text fields to the API's settings and back.
// Overrides are one TLD per line: `ai 10 20 5.00` (grace days, redemption days, redemption fee in
// USD) or `ai 10 20 -` (no renewal in redemption).
import type { AdminSettings, AdminSettingsUpdate } from '@contract/operator-settings'

export interface LifecycleDraft {
  lifecycle_grace_days: string
  lifecycle_redemption_days: string
  /** USD; empty: a name in redemption cannot be renewed. */
  lifecycle_redemption_fee: string
  lifecycle_overrides: string
}
export type LifecycleField = keyof LifecycleDraft
export type LifecycleProblem = 'days' | 'fee' | 'lifecycle'

type LifecycleUpdate = Required<
  Pick<
    AdminSettingsUpdate,
    | 'lifecycle_grace_days'
    | 'lifecycle_redemption_days'
    | 'lifecycle_redemption_fee_cents'
    | 'lifecycle_overrides'
  >
>

const feeText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2)

export function toLifecycleDraft(s: AdminSettings): LifecycleDraft {
  return {
    lifecycle_grace_days: String(s.lifecycle_grace_days),
    lifecycle_redemption_days: String(s.lifecycle_redemption_days),
    lifecycle_redemption_fee: feeText(s.lifecycle_redemption_fee_cents),
    lifecycle_overrides: Object.entries(s.lifecycle_overrides)
      .map(([tld, o]) =>
        [
          tld,
          o.grace_days ?? s.lifecycle_grace_days,
          o.redemption_days ?? s.lifecycle_redemption_days,
          feeText(
            o.redemption_fee_cents === undefined
              ? s.lifecycle_redemption_fee_cents
              : o.redemption_fee_cents,
          ) || '-',
        ].join(' '),
      )
      .join('\n'),
  }
}

const days = (v: string): number | null => {
  const n = Number(v.trim())
  return v.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 365 ? n : null
}

/** Cents from a USD text; null for empty or '-', undefined when it is not an amount. */
const fee = (v: string): number | null | undefined => {
  const text = v.trim()
  if (text === '' || text === '-') return null
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(text)) return undefined
  return Math.round(Number(text.replace(',', '.')) * 100)
}

export function parseLifecycleDraft(
  d: LifecycleDraft,
):
  | { ok: true; update: LifecycleUpdate }
  | { ok: false; field: LifecycleField; problem: LifecycleProblem } {
  const grace = days(d.lifecycle_grace_days)
  if (grace === null) return { ok: false, field: 'lifecycle_grace_days', problem: 'days' }
  const redemption = days(d.lifecycle_redemption_days)
  if (redemption === null) return { ok: false, field: 'lifecycle_redemption_days', problem: 'days' }
  const feeCents = fee(d.lifecycle_redemption_fee)
  if (feeCents === undefined)
    return { ok: false, field: 'lifecycle_redemption_fee', problem: 'fee' }
  const overrides: LifecycleUpdate['lifecycle_overrides'] = {}
  for (const line of d.lifecycle_overrides.split('\n')) {
    if (!line.trim()) continue
    const [tld = '', g = '', r = '', f = '-', ...rest] = line.trim().split(/\s+/)
    const o = { grace: days(g), redemption: days(r), fee: fee(f) }
    if (!/^\.?[a-z0-9-]{2,63}$/i.test(tld) || rest.length || o.grace === null)
      return { ok: false, field: 'lifecycle_overrides', problem: 'lifecycle' }
    if (o.redemption === null || o.fee === undefined)
      return { ok: false, field: 'lifecycle_overrides', problem: 'lifecycle' }
    overrides[tld.replace(/^\./, '').toLowerCase()] = {
      grace_days: o.grace,
      redemption_days: o.redemption,
      redemption_fee_cents: o.fee,
    }
  }
  return {
    ok: true,
    update: {
      lifecycle_grace_days: grace,
      lifecycle_redemption_days: redemption,
      lifecycle_redemption_fee_cents: feeCents,
      lifecycle_overrides: overrides,
    },
  }
}
