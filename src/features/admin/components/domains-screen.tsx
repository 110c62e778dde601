import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { AdminDomain } from '@contract/admin'
import { domainStatus } from '@contract/admin'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { newIdempotencyKey } from '@/lib/api-client'
import { useDomainAction, type DomainAction } from '../api/domain-actions'
import { useAdminDomains, type DomainFilters } from '../api/get-domains'
import { DomainList } from './domain-list'
import { useErrorText } from '../error-text'
import { useLabels } from '../labels'
import { FilterSelect } from './filter-select'
import { KeysetPager } from './pager'
import { QueryView } from './query-view'
import { AdminPage } from './admin-page'
import formStyles from './admin-form.module.css'

export interface DomainsScreenProps {
  filters: DomainFilters
  onFilters: (next: DomainFilters) => void
}

interface Pending {
  domain: AdminDomain
  action: DomainAction
  key: string
}

export function DomainsScreen({ filters, onFilters }: DomainsScreenProps) {
  const { t } = useLingui()
  const labels = useLabels()
  const toast = useToast()
  const errorText = useErrorText()
  const domains = useAdminDomains(filters)
  const act = useDomainAction()
  const [q, setQ] = useState(filters.q ?? '')
  const [pending, setPending] = useState<Pending | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onFilters({ ...filters, q: q.trim() || undefined, cursor: undefined })
  }
  const confirm = () => {
    if (!pending) return
    act.mutate(
      { id: pending.domain.id, action: pending.action, idempotencyKey: pending.key },
      {
        onSuccess: () =>
          toast.success(pending.action === 'retry' ? t`Provisioning restarted` : t`Refunded`),
        onError: (err) => toast.error(errorText(err)),
        onSettled: () => setPending(null),
      },
    )
  }
  const name = pending?.domain.domain ?? ''

  return (
    <AdminPage title={<Trans>Domains</Trans>} testId="admin-domains">
      <form className={formStyles.toolbar} onSubmit={submit} role="search">
        <label className={formStyles.field}>
          <Trans>Domain or owner</Trans>
          <input
            className={formStyles.input}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
        <FilterSelect
          label={<Trans>Status</Trans>}
          options={domainStatus.options}
          value={filters.status}
          names={labels.domainStatus}
          onChange={(status) => onFilters({ ...filters, status, cursor: undefined })}
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <QueryView
        query={domains}
        isEmpty={(d) => d.domains.length === 0}
        empty={<Trans>No domains found</Trans>}
      >
        {(data) => (
          <>
            <DomainList
              domains={data.domains}
              onAction={(domain, action) =>
                setPending({ domain, action, key: newIdempotencyKey() })
              }
            />
            <KeysetPager page={data} onCursor={(cursor) => onFilters({ ...filters, cursor })} />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={pending !== null}
        busy={act.isPending}
        danger={pending?.action === 'refund'}
        title={
          pending?.action === 'refund' ? t`Refund ${name}?` : t`Retry provisioning of ${name}?`
        }
        message={
          pending?.action === 'refund'
            ? t`The price goes back to the owner's balance and the name is released.`
            : t`The registrar and CDN steps run again with the same order.`
        }
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  )
}
