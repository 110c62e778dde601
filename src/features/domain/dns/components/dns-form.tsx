import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsRecordView, DnsType, ProxyStatus } from '@contract/dns'
import { dnsTypes, splitMxContent } from '@contract/dns-record-rules'
import { Button } from '@/components/ui/button'
import toggle from '@/components/ui/toggle.module.css'
import {
  DEFAULT_MX_PRIORITY,
  canProxy,
  checkDnsForm,
  takesAn,
  type DnsFormErrors,
  type DnsFormValues,
} from '../dns-form-rules'
import styles from '../../components/domain.module.css'
import dnsStyles from './dns.module.css'

export interface NewRecord {
  type: DnsType
  name: string
  content: string
  proxy_status: ProxyStatus
}

function useContentLabel(type: DnsType) {
  const { t } = useLingui()
  if (type === 'A') return t`IPv4 address`
  if (type === 'AAAA') return t`IPv6 address`
  if (type === 'CNAME' || type === 'NS') return t`Target host name`
  if (type === 'MX') return t`Mail server`
  if (type === 'TXT') return t`Text`
  return t`Content`
}

const isDnsType = (v: string): v is DnsType => (dnsTypes as readonly string[]).includes(v)

/** An empty form, or one filled with the record being edited. */
export function DnsForm({
  onSubmit,
  initial,
}: {
  onSubmit: (record: NewRecord) => void
  initial?: DnsRecordView
}) {
  const { t } = useLingui()
  const [values, setValues] = useState<DnsFormValues>(() => {
    const type = initial && isDnsType(initial.type) ? initial.type : 'A'
    const content = initial?.content ?? ''
    const mx = type === 'MX' ? splitMxContent(content) : undefined
    return {
      type,
      name: initial?.name ?? '',
      content: mx ? mx.host : content,
      priority: mx?.priority ?? DEFAULT_MX_PRIORITY,
      proxied: initial?.proxy_status === 'PROXIED',
    }
  })
  const [errors, setErrors] = useState<DnsFormErrors>({})
  const contentLabel = useContentLabel(values.type)
  const set = (patch: Partial<DnsFormValues>) => setValues((v) => ({ ...v, ...patch }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = checkDnsForm(values)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    onSubmit(checked.record)
  }

  const type = values.type
  const message = (error: DnsFormErrors['name']) => {
    if (error === 'required') return t`Required field`
    return takesAn(type)
      ? t`Invalid value for an ${type} record`
      : t`Invalid value for a ${type} record`
  }

  return (
    <form className={dnsStyles.form} onSubmit={submit} noValidate data-testid="dns-form">
      <label className={dnsStyles.field}>
        <Trans>Type</Trans>
        <select
          value={values.type}
          onChange={(e) => set({ type: e.target.value as DnsType })}
          data-testid="dns-type"
        >
          {dnsTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className={dnsStyles.field}>
        <Trans>Name</Trans>
        <input
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          placeholder={t`Use @ for the root`}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={Boolean(errors.name)}
          data-testid="dns-name"
        />
        {errors.name && <span className={styles.error}>{message(errors.name)}</span>}
      </label>
      {type === 'MX' && (
        <label className={dnsStyles.field}>
          <Trans>Priority (lower is tried first)</Trans>
          <input
            value={values.priority}
            onChange={(e) => set({ priority: e.target.value })}
            inputMode="numeric"
            aria-invalid={Boolean(errors.priority)}
            data-testid="dns-priority"
          />
          {errors.priority && (
            <span className={styles.error}>
              {errors.priority === 'required'
                ? t`Required field`
                : t`Enter a whole number from 0 to 65535`}
            </span>
          )}
        </label>
      )}
      <label className={dnsStyles.field}>
        {contentLabel}
        <input
          value={values.content}
          onChange={(e) => set({ content: e.target.value })}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={Boolean(errors.content)}
          data-testid="dns-content"
        />
        {errors.content && <span className={styles.error}>{message(errors.content)}</span>}
      </label>
      <label className={toggle.toggle}>
        <input
          type="checkbox"
          checked={values.proxied && canProxy(values.type)}
          disabled={!canProxy(values.type)}
          onChange={(e) => set({ proxied: e.target.checked })}
          data-testid="dns-proxy"
        />
        <Trans>Proxy through the CDN</Trans>
      </label>
      <Button type="submit" block data-testid="dns-save">
        <Trans>Save</Trans>
      </Button>
    </form>
  )
}
