import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { REFERRAL_PERCENT_MAX, type AdminSettings } from '@contract/operator-settings'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import { useSaveSettings } from '../api/settings'
import {
  parseDraft,
  toDraft,
  type SettingsDraft,
  type SettingsField,
  type SettingsProblem,
} from '../settings-draft'
import { useErrorText } from '../error-text'
import adminStyles from './admin.module.css'
import formStyles from './admin-form.module.css'

export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const save = useSaveSettings()
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(initial))
  const [problem, setProblem] = useState<{ field: SettingsField; problem: SettingsProblem } | null>(
    null,
  )

  const problems: Record<SettingsProblem, string> = {
    url: t`Enter a full http(s) link, or leave it empty.`,
    percent: t`Enter a percent from 0 to 1000.`,
    overrides: t`One zone per line: a TLD and a percent, like "com 15".`,
    rate: t`Enter whole cents per Star, from 1 to 100000.`,
    referral: t`Enter a percent from 0 to ${REFERRAL_PERCENT_MAX}.`,
    days: t`Enter whole days from 0 to 365.`,
    fee: t`Enter an amount in USD, like 80.00, or leave it empty.`,
    lifecycle: t`One zone per line: TLD, grace days, redemption days, fee or "-", like "ai 10 20 80.00".`,
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = parseDraft(draft)
    if (!parsed.ok) {
      setProblem(parsed)
      return
    }
    setProblem(null)
    save.mutate(parsed.update, {
      onSuccess: () => toast.success(t`Saved`),
      onError: (err) => toast.error(errorText(err)),
    })
  }

  const field = (
    name: SettingsField,
    label: string,
    opts: { multiline?: boolean; inputMode?: 'decimal' | 'numeric' | 'url' } = {},
  ) => (
    <label className={formStyles.field}>
      {label}
      {opts.multiline ? (
        <textarea
          className={formStyles.input}
          rows={4}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          aria-invalid={problem?.field === name}
          name={name}
        />
      ) : (
        <input
          className={formStyles.input}
          inputMode={opts.inputMode}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          aria-invalid={problem?.field === name}
          name={name}
        />
      )}
      {problem?.field === name && (
        <span className={formStyles.fieldError}>{problems[problem.problem]}</span>
      )}
    </label>
  )

  return (
    <form className={formStyles.form} onSubmit={submit}>
      <Card title={<Trans>Links and banner</Trans>} className={formStyles.form}>
        {field('agreement_url', t`User agreement link`, { inputMode: 'url' })}
        {field('support_url', t`Support link`, { inputMode: 'url' })}
        {field('banner_image_url', t`Banner image link`, { inputMode: 'url' })}
        {field('banner_click_url', t`Banner click link`, { inputMode: 'url' })}
      </Card>
      <Card title={<Trans>Prices</Trans>} className={formStyles.form}>
        {field('markup_percent', t`Markup, % over the registrar price`, { inputMode: 'decimal' })}
        {field('markup_overrides', t`Markup per zone (one per line: "com 15")`, {
          multiline: true,
        })}
        {field('stars_rate', t`Cents credited per Telegram Star`, { inputMode: 'numeric' })}
      </Card>
      <Card title={<Trans>Referrals</Trans>} className={formStyles.form}>
        {field('referral_percent', t`Referral reward, % of each purchase`, {
          inputMode: 'decimal',
        })}
        <p className={adminStyles.muted}>
          <Trans>
            The inviter gets this share of every purchase an invited user pays from the balance: new
            domains, After Market and renewals. A refund takes the share back. 0 turns rewards off.
          </Trans>
        </p>
      </Card>
      <Card title={<Trans>Expiry</Trans>} className={formStyles.form}>
        {field('lifecycle_grace_days', t`Grace period after expiry, days`, {
          inputMode: 'numeric',
        })}
        {field('lifecycle_redemption_days', t`Redemption period, days`, { inputMode: 'numeric' })}
        {field(
          'lifecycle_redemption_fee',
          t`Redemption fee, USD (empty: no renewal in redemption)`,
          {
            inputMode: 'decimal',
          },
        )}
        {field('lifecycle_overrides', t`Expiry per zone (one per line: "ai 10 20 80.00")`, {
          multiline: true,
        })}
      </Card>
      <Button type="submit" loading={save.isPending}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  )
}
