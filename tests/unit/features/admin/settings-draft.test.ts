import { describe, expect, it } from 'vitest'
import { parseDraft, toDraft } from '@/features/admin/settings-draft'

describe('settings draft', () => {
  const settings = {
    agreement_url: null,
    banner_image_url: 'https://cdn.example/banner.png',
    banner_click_url: null,
    support_url: 'https://t.me/support',
    markup_percent: 20,
    markup_overrides: { com: 15, ai: 5 },
    stars_rate_cents: 2,
    referral_percent: 5,
    lifecycle_grace_days: 30,
    lifecycle_redemption_days: 30,
    lifecycle_redemption_fee_cents: 8000,
    lifecycle_overrides: {
      ai: { grace_days: 10, redemption_days: 20, redemption_fee_cents: null },
    },
  }

  it('round-trips the stored settings', () => {
    const parsed = parseDraft(toDraft(settings))
    expect(parsed).toEqual({ ok: true, update: settings })
  })

  it('reads overrides written loosely and clears empty links', () => {
    const draft = {
      ...toDraft(settings),
      markup_overrides: '.COM: 12%\n\n net = 7.5 ',
      support_url: '  ',
    }
    const parsed = parseDraft(draft)
    expect(parsed.ok && parsed.update.markup_overrides).toEqual({ com: 12, net: 7.5 })
    expect(parsed.ok && parsed.update.support_url).toBeNull()
  })

  it.each([
    ['agreement_url', 'javascript:alert(1)', 'url'],
    ['markup_percent', '-1', 'percent'],
    ['markup_percent', '', 'percent'],
    ['markup_overrides', 'com fifteen', 'overrides'],
    ['stars_rate', '1.5', 'rate'],
    ['stars_rate', '0', 'rate'],
    ['referral_percent', '51', 'referral'],
    ['referral_percent', '-2', 'referral'],
  ] as const)('names the field when %s is %s', (field, value, problem) => {
    expect(parseDraft({ ...toDraft(settings), [field]: value })).toEqual({
      ok: false,
      field,
      problem,
    })
  })
})
