import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { MaintenanceScope } from '@contract/maintenance'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { MaintenanceSwitch } from '../api/get-maintenance-switches'
import type { SwitchTexts } from '../use-switch-texts'
import styles from './maintenance-control.module.css'

export interface MaintenanceSectionProps {
  scope: MaintenanceScope
  value: MaintenanceSwitch
  texts: SwitchTexts
  /** Which action of this section is running, if any. */
  busy: 'toggle' | 'message' | null
  /** The textarea's current text goes with the new mode, as the spec's page sends it. */
  onToggle: (next: boolean, message: string) => void
  onSaveMessage: (message: string) => void
}

export function MaintenanceSection({
  scope,
  value,
  texts,
  busy,
  onToggle,
  onSaveMessage,
}: MaintenanceSectionProps) {
  const fieldId = useId()
  const [draft, setDraft] = useState(value.message)
  const on = value.maintenance_mode
  return (
    <Card
      data-testid={`maintenance-section-${scope}`}
      className={styles.section}
      title={texts.title}
      action={
        <span
          className={on ? `${styles.badge} ${styles.badgeOn}` : styles.badge}
          data-testid="maintenance-badge"
        >
          {on ? (
            <Trans context="maintenance switch">Active</Trans>
          ) : (
            <Trans context="maintenance switch">Inactive</Trans>
          )}
        </span>
      }
    >
      <p className={styles.sectionHint}>{texts.description}</p>
      <Button
        block
        variant={on ? 'secondary' : 'danger'}
        loading={busy === 'toggle'}
        disabled={busy !== null}
        onClick={() => onToggle(!on, draft)}
        data-testid="maintenance-toggle"
      >
        {on ? (
          <Trans context="maintenance switch">Turn off</Trans>
        ) : (
          <Trans context="maintenance switch">Turn on</Trans>
        )}
      </Button>
      <label htmlFor={fieldId} className={styles.label}>
        <Trans>Message for users</Trans>
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        data-testid="maintenance-message-input"
      />
      <Button
        block
        variant="secondary"
        loading={busy === 'message'}
        disabled={busy !== null}
        onClick={() => onSaveMessage(draft)}
        data-testid="maintenance-save-message"
      >
        <Trans>Update message</Trans>
      </Button>
    </Card>
  )
}
