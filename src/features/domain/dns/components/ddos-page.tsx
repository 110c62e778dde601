import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DdosProtection } from '@contract/dns'
import type { OwnedDomain } from '@contract/domains'
import { useToast } from '@/components/ui/toast'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { ddosWrite } from '../api/cdn-settings'
import { cdnErrorText } from '../cdn-error-text'
import { forgetDdosChoice, saveDdosChoice, savedDdosChoice } from '../ddos-choice'
import { ConfirmChange, useConfirmedChange } from '../../components/confirm-change'
import { DomainGate } from '../../components/domain-gate'
import { DdosLevelHint, DdosLevelName, ddosLevels } from '../../components/labels'
import { OptionList } from '../../components/option-list'
import styles from '../../components/domain.module.css'
import { DomainName } from '@/components/ui/domain-name'

/** /domain/$domain/cloudflare/ddos: Low, Medium, High or Under Attack, each confirmed. */
export function DdosPage({ domain }: { domain: string }) {
  return <DomainGate domain={domain}>{(d) => <DdosSettings domain={d} />}</DomainGate>
}

function DdosSettings({ domain }: { domain: OwnedDomain }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const [saved, setSaved] = useState(() => savedDdosChoice(domain.domain))
  const ddos = useQueuedMutation(ddosWrite, {
    onSuccess: () => toast.success(t`Saved`),
    onError: (err) => {
      // A refused change must not stay as the remembered choice: show the server's level again.
      forgetDdosChoice(domain.domain)
      setSaved(undefined)
      toast.error(cdnErrorText(err, i18n, t`Error updating DDoS protection`))
    },
  })
  const waiting = usePendingWrites(ddosWrite).filter((w) => w.domain === domain.domain)
  const current = waiting.at(-1)?.ddos_protection ?? saved ?? domain.ddos_protection

  const name = domain.domain

  const change = useConfirmedChange((level: DdosProtection) => {
    saveDdosChoice(domain.domain, level)
    setSaved(level)
    ddos.enqueue({ domain: domain.domain, ddos_protection: level })
  })

  return (
    <div className={styles.page} data-testid="ddos-settings">
      <h1 className={styles.title}>
        <Trans>DDoS protection</Trans>
      </h1>
      <p className={styles.hint}>
        <DomainName name={domain.domain} />
      </p>
      <OptionList
        options={ddosLevels}
        current={current}
        testId="ddos-option"
        label={(l) => <DdosLevelName level={l} />}
        hint={(l) => <DdosLevelHint level={l} />}
        onPick={(l) => l !== current && change.ask(l)}
      />
      {waiting.length > 0 && (
        <p className={styles.hint} data-testid="ddos-waiting">
          <Trans>waiting to sync</Trans>
        </p>
      )}
      <ConfirmChange
        {...change.dialog}
        title={<Trans>Change DDoS protection?</Trans>}
        message={(level) => (
          <Trans>
            The protection level of {name} becomes <DdosLevelName level={level} />.
          </Trans>
        )}
      />
    </div>
  )
}
