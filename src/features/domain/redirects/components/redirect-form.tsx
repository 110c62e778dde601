import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeRecord } from '@contract/dns-changes'
import { Button } from '@/components/ui/button'
import toggle from '@/components/ui/toggle.module.css'
import {
  checkRedirectForm,
  type RedirectFormErrors,
  type RedirectFormValues,
} from '../redirect-form-rules'
import { RecordLine } from '../../dns/components/dns-change-texts'
import styles from '../../components/domain.module.css'
import dnsStyles from '../../dns/components/dns.module.css'

const empty: RedirectFormValues = { source: '', target: '', status_code: 301, keep_path: true }

/** A new redirect; `refused` brings back what the server refused, the error at its field. */
export function RedirectForm({
  domain,
  onSubmit,
  refused,
}: {
  domain: string
  onSubmit: (redirect: RedirectFormValues) => void
  refused?: { values: RedirectFormValues; errors: RedirectFormErrors; records: ChangeRecord[] }
}) {
  const { t } = useLingui()
  const [values, setValues] = useState<RedirectFormValues>(refused?.values ?? empty)
  const [errors, setErrors] = useState<RedirectFormErrors>(refused?.errors ?? {})
  // The records in the way stay named only while the name they are about is unchanged.
  const inTheWay = refused && values.source === refused.values.source ? refused.records : []
  const set = (patch: Partial<RedirectFormValues>) => setValues((v) => ({ ...v, ...patch }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = checkRedirectForm(values, domain)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    onSubmit(checked.redirect)
  }

  const message = (error: RedirectFormErrors['source'], field: 'source' | 'target') => {
    if (error === 'required') return t`Required field`
    if (error === 'query') return t`With the path kept, the URL cannot have ? or #`
    if (error === 'loop') return t`The URL points back at the address being redirected`
    if (error === 'exists') return t`This address already redirects. Remove that redirect first.`
    if (error === 'not_proxied')
      return t`This name points to a server without the CDN proxy. Turn the proxy on for its DNS records or delete them, then add the redirect.`
    // The spec's own message for a malformed address.
    return field === 'target' ? t`Invalid URL` : t`Invalid value`
  }

  return (
    <form className={dnsStyles.form} onSubmit={submit} noValidate data-testid="redirect-form">
      <label className={dnsStyles.field}>
        <Trans>Redirect from</Trans>
        <input
          value={values.source}
          onChange={(e) => set({ source: e.target.value })}
          placeholder={t`@ for ${domain}, or a subdomain such as www`}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={Boolean(errors.source)}
          data-testid="redirect-source"
        />
        {errors.source && (
          <span className={styles.error} data-testid="redirect-source-error">
            {message(errors.source, 'source')}
          </span>
        )}
        {errors.source === 'not_proxied' && inTheWay.length > 0 && (
          <ul className={styles.hint}>
            {inTheWay.map((r) => (
              <li key={r.id ?? `${r.type} ${r.content}`}>
                <RecordLine record={r} />
              </li>
            ))}
          </ul>
        )}
      </label>
      <label className={dnsStyles.field}>
        <Trans>To URL</Trans>
        <input
          value={values.target}
          onChange={(e) => set({ target: e.target.value })}
          placeholder="https://example.org"
          type="url"
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={Boolean(errors.target)}
          data-testid="redirect-target"
        />
        {errors.target && (
          <span className={styles.error} data-testid="redirect-target-error">
            {message(errors.target, 'target')}
          </span>
        )}
      </label>
      <label className={dnsStyles.field}>
        <Trans>Type</Trans>
        <select
          value={values.status_code}
          onChange={(e) => set({ status_code: e.target.value === '302' ? 302 : 301 })}
          data-testid="redirect-status"
        >
          <option value={301}>{t`301 — permanent`}</option>
          <option value={302}>{t`302 — temporary`}</option>
        </select>
      </label>
      <label className={toggle.toggle}>
        <input
          type="checkbox"
          checked={values.keep_path}
          onChange={(e) => set({ keep_path: e.target.checked })}
          data-testid="redirect-keep-path"
        />
        <Trans>Keep the path and query (/page?x=1 goes to the same path on the target)</Trans>
      </label>
      <Button type="submit" block data-testid="redirect-save">
        <Trans>Save</Trans>
      </Button>
    </form>
  )
}
