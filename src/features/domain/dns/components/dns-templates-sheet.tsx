import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsChangeRequest } from '@contract/dns-changes'
import {
  dnsTemplates,
  isTemplateTarget,
  type DnsTemplateId,
  type DnsTemplateInfo,
} from '@contract/dns-templates'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { OptionList } from '../../components/option-list'
import styles from '../../components/domain.module.css'
import dnsStyles from './dns.module.css'

const info = (id: DnsTemplateId) => dnsTemplates.find((t) => t.id === id) as DnsTemplateInfo

function KindText({ kind }: { kind: DnsTemplateInfo['kind'] }) {
  if (kind === 'mail') return <Trans>Mail on your domain: MX and SPF records</Trans>
  if (kind === 'link-page')
    return <Trans>A link page for your Telegram channel or bio, on your domain</Trans>
  return <Trans>A website on the domain and www</Trans>
}

/** The services a domain connects to in one tap; picking one leads to its preview. */
export function DnsTemplatesSheet({
  open,
  onClose,
  onPreview,
}: {
  open: boolean
  onClose: () => void
  onPreview: (change: DnsChangeRequest) => void
}) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<DnsTemplateId>('github-pages')
  const [target, setTarget] = useState('')
  const [error, setError] = useState('')
  const needs = info(chosen).target
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const value = target.trim()
    if (needs && !isTemplateTarget(value)) {
      setError(value ? t`Only Latin letters, digits and hyphens` : t`Required field`)
      return
    }
    setError('')
    onPreview({ source: 'template', template: chosen, ...(needs ? { target: value } : {}) })
  }
  return (
    <Sheet open={open} onClose={onClose} title={<Trans>Connect a service</Trans>}>
      <form className={dnsStyles.form} onSubmit={submit} noValidate data-testid="dns-templates">
        <OptionList
          options={dnsTemplates.map((x) => x.id)}
          current={chosen}
          label={(id) => info(id).service}
          hint={(id) => <KindText kind={info(id).kind} />}
          onPick={(id) => {
            setChosen(id)
            setError('')
          }}
          testId="dns-template"
        />
        {needs && (
          <label className={dnsStyles.field}>
            {needs === 'github-account' ? (
              <Trans>GitHub user or organization (the part before .github.io)</Trans>
            ) : (
              <Trans>Netlify site name (the part before .netlify.app)</Trans>
            )}
            <input
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              autoCapitalize="none"
              autoCorrect="off"
              aria-invalid={error !== ''}
              data-testid="dns-template-target"
            />
            {error && <span className={styles.error}>{error}</span>}
          </label>
        )}
        <p className={styles.hint}>
          <Trans>Nothing changes yet: the next step shows every record it adds or replaces.</Trans>
        </p>
        <Button type="submit" data-testid="dns-template-preview">
          <Trans>Preview</Trans>
        </Button>
      </form>
    </Sheet>
  )
}
