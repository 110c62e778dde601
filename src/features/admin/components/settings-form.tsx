import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { AdminSettings } from '@contract/operator-settings'
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
import { useErrorText } from './error-text'
import styles from './admin.module.css'

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
    <label className={styles.field}>
      {label}
      {opts.multiline ? (
        <textarea
          className={styles.input}
          rows={4}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          aria-invalid={problem?.field === name}
          name={name}
        />
      ) : (
        <input
          className={styles.input}
          inputMode={opts.inputMode}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          aria-invalid={problem?.field === name}
          name={name}
        />
      )}
      {problem?.field === name && (
        <span className={styles.fieldError}>{problems[problem.problem]}</span>
      )}
    </label>
  )

  return (
    <form className={styles.form} onSubmit={submit}>
      <Card title={<Trans>Links and banner</Trans>} className={styles.form}>
        {field('agreement_url', t`User agreement link`, { inputMode: 'url' })}
        {field('support_url', t`Support link`, { inputMode: 'url' })}
        {field('banner_image_url', t`Banner image link`, { inputMode: 'url' })}
        {field('banner_click_url', t`Banner click link`, { inputMode: 'url' })}
      </Card>
      <Card title={<Trans>Prices</Trans>} className={styles.form}>
        {field('markup_percent', t`Markup, % over the registrar price`, { inputMode: 'decimal' })}
        {field('markup_overrides', t`Markup per zone (one per line: "com 15")`, {
          multiline: true,
        })}
        {field('stars_rate', t`Cents credited per Telegram Star`, { inputMode: 'numeric' })}
      </Card>
      <Button type="submit" loading={save.isPending}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  )
}
