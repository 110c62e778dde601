import { eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { REFERRAL_PERCENT_MAX, tldLifecycle } from '@contract/operator-settings'
import { DEFAULT_MARKUP_PERCENT } from '@contract/builtin-tlds'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { preparedPer } from '../../db/prepared'

/** Every operator setting with its type and default. Stored as JSON in the settings table. */
export const settingsSchema = z.object({
  agreement_url: z.string().nullable().default(null),
  banner_image_url: z.string().nullable().default(null),
  banner_click_url: z.string().nullable().default(null),
  support_url: z.string().nullable().default('https://t.me/domains_support'),
  /** Markup over the registrar's wholesale price, in percent. */
  markup_percent: z.number().min(0).max(1000).default(DEFAULT_MARKUP_PERCENT),
  /** Per-TLD markup overrides in percent, e.g. {"ai": 10}. */
  markup_overrides: z.record(z.string(), z.number().min(0).max(1000)).default({}),
  /** US cents credited per Telegram Star. */
  stars_rate_cents: z.number().int().positive().default(2),
  /**
   * The referrer's reward, in percent of every purchase an invited user pays from the balance: new
   * registrations, After Market purchases and renewals alike. 0 turns rewards off.
   */
  referral_percent: z.number().min(0).max(REFERRAL_PERCENT_MAX).default(5),
  /** Days an expired name stays renewable at the renewal price (grace period). */
  lifecycle_grace_days: z.number().int().min(0).max(365).default(30),
  /** Days after the grace period a name can still be redeemed, before it is released. */
  lifecycle_redemption_days: z.number().int().min(0).max(365).default(30),
  /** US cents added to a renewal during redemption; null: not renewable in redemption. */
  lifecycle_redemption_fee_cents: z.number().int().min(0).max(100_000_000).nullable().default(null),
  /** Per-TLD lifecycle, e.g. {"ai": {"grace_days": 10, ...}}; fields left out take the defaults. */
  lifecycle_overrides: z.record(z.string(), tldLifecycle).default({}),
})
export type Settings = z.infer<typeof settingsSchema>
export type SettingKey = keyof Settings

export const settingKeys = Object.keys(settingsSchema.shape) as SettingKey[]

const storedSettings = preparedPer((db) =>
  db.select().from(settings).where(inArray(settings.key, settingKeys)).prepare('operator_settings'),
)

export async function getSettings(db: Db): Promise<Settings> {
  return settingsFrom(await storedSettings(db).execute())
}

/** The settings from their stored rows, each missing or unfitting one at its default. */
export function settingsFrom(rows: readonly { key: string; value: unknown }[]): Settings {
  const raw = Object.fromEntries(rows.map((r) => [r.key, r.value]))
  const parsed = settingsSchema.safeParse(raw)
  // A stored value that no longer fits its type falls back to the default rather than breaking reads.
  if (parsed.success) return parsed.data
  const fallback = settingsSchema.parse({})
  for (const key of settingKeys) {
    const one = settingsSchema.shape[key].safeParse(raw[key])
    if (one.success) (fallback as Record<string, unknown>)[key] = one.data
  }
  return fallback
}

export async function setSettings(db: Db, patch: Partial<Settings>): Promise<void> {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    // A cleared setting is stored as JSON null: the column is NOT NULL, SQL NULL would be refused.
    const json = value === null ? sql`'null'::jsonb` : value
    await db
      .insert(settings)
      .values({ key, value: json, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: new Date() } })
  }
}

export async function deleteSetting(db: Db, key: SettingKey): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key))
}
