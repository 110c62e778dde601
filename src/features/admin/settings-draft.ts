// The settings form works on text fields; this turns them into the API's update and back, and says
// which field is wrong before anything is sent.
import {
  REFERRAL_PERCENT_MAX,
  type AdminSettings,
  type AdminSettingsUpdate,
} from '@contract/operator-settings'
import {
  parseLifecycleDraft,
  toLifecycleDraft,
  type LifecycleDraft,
  type LifecycleProblem,
} from './lifecycle-draft'

export interface SettingsDraft extends LifecycleDraft {
  agreement_url: string
  banner_image_url: string
  banner_click_url: string
  support_url: string
  markup_percent: string
  /** One `tld percent` pair per line, e.g. `com 15`. */
  markup_overrides: string
  /** Whole US cents credited per Telegram Star. */
  stars_rate: string
  /** Percent of each invited user's purchase credited to the inviter. */
  referral_percent: string
}

export type SettingsField = keyof SettingsDraft
export type SettingsProblem =
  'url' | 'percent' | 'overrides' | 'rate' | 'referral' | LifecycleProblem

export function toDraft(s: AdminSettings): SettingsDraft {
  return {
    agreement_url: s.agreement_url ?? '',
    banner_image_url: s.banner_image_url ?? '',
    banner_click_url: s.banner_click_url ?? '',
    support_url: s.support_url ?? '',
    markup_percent: String(s.markup_percent),
    markup_overrides: Object.entries(s.markup_overrides)
      .map(([tld, pct]) => `${tld} ${pct}`)
      .join('\n'),
    stars_rate: String(s.stars_rate_cents),
    referral_percent: String(s.referral_percent),
    ...toLifecycleDraft(s),
  }
}

const isUrl = (v: string) => {
  if (!v) return true
  try {
    const u = new URL(v)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}

const percent = (v: string): number | null => {
  const n = Number(v.trim().replace(',', '.'))
  return v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1000 ? n : null
}

export function parseDraft(
  d: SettingsDraft,
):
  | { ok: true; update: AdminSettingsUpdate }
  | { ok: false; field: SettingsField; problem: SettingsProblem } {
  for (const field of [
    'agreement_url',
    'banner_image_url',
    'banner_click_url',
    'support_url',
  ] as const) {
    if (!isUrl(d[field].trim())) return { ok: false, field, problem: 'url' }
  }
  const markup = percent(d.markup_percent)
  if (markup === null) return { ok: false, field: 'markup_percent', problem: 'percent' }
  const overrides: Record<string, number> = {}
  for (const line of d.markup_overrides.split('\n')) {
    if (!line.trim()) continue
    const m = /^\s*\.?([a-z0-9-]{2,63})\s*[:=\s]\s*([\d.,]+)\s*%?\s*$/i.exec(line)
    const value = m?.[2] !== undefined ? percent(m[2]) : null
    if (!m?.[1] || value === null)
      return { ok: false, field: 'markup_overrides', problem: 'overrides' }
    overrides[m[1].toLowerCase()] = value
  }
  const rate = Number(d.stars_rate.trim())
  if (!Number.isInteger(rate) || rate < 1 || rate > 100_000)
    return { ok: false, field: 'stars_rate', problem: 'rate' }
  const referral = percent(d.referral_percent)
  if (referral === null || referral > REFERRAL_PERCENT_MAX)
    return { ok: false, field: 'referral_percent', problem: 'referral' }
  const lifecycle = parseLifecycleDraft(d)
  if (!lifecycle.ok) return lifecycle
  return {
    ok: true,
    update: {
      agreement_url: d.agreement_url.trim() || null,
      banner_image_url: d.banner_image_url.trim() || null,
      banner_click_url: d.banner_click_url.trim() || null,
      support_url: d.support_url.trim() || null,
      markup_percent: markup,
      markup_overrides: overrides,
      stars_rate_cents: rate,
      referral_percent: referral,
      ...lifecycle.update,
    },
  }
}
