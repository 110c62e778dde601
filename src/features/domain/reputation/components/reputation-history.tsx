import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReputationView } from '@contract/reputation'
import { Button } from '@/components/ui/button'
import { DAY_AND_TIME, formatDate } from '@/lib/format-date'
import { isFlagged, isPartial } from '../reputation-summary'
import { detectionsText, threatsText } from '@/lib/reputation-words'
import styles from '../../components/domain.module.css'
import own from './reputation.module.css'

/** The checks shown before "Show all": the newest few answer "has it changed lately?". */
export const HISTORY_PREVIEW = 3

/** The domain's checks, newest first: the last few, and all of them on request. */
export function ReputationHistory({ checks }: { checks: readonly ReputationView[] }) {
  const [all, setAll] = useState(false)
  const shown = all ? checks : checks.slice(0, HISTORY_PREVIEW)
  const total = checks.length
  return (
    <section className={own.history} data-testid="reputation-history">
      <h3 className={styles.label}>
        <Trans>Check history</Trans>
      </h3>
      <ul className={own.entries}>
        {shown.map((c) => (
          <HistoryEntry key={c.checked_at} check={c} />
        ))}
      </ul>
      {total > HISTORY_PREVIEW && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setAll(!all)}
          aria-expanded={all}
          data-testid="reputation-history-toggle"
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show all ({total})</Trans>}
        </Button>
      )}
    </section>
  )
}

function HistoryEntry({ check }: { check: ReputationView }) {
  const { i18n } = useLingui()
  const flagged = isFlagged(check)
  const threats = threatsText(check.safe_browsing.threats ?? [], i18n)
  const detections = detectionsText(check.virustotal.detections ?? 1)
  return (
    <li className={own.entry} data-testid="reputation-entry" data-flagged={flagged}>
      <span className={flagged ? styles.error : styles.success}>
        {!flagged && <Trans>Clean</Trans>}
        {check.virustotal.verdict === 'flagged' && <Trans>VirusTotal: {detections}</Trans>}
        {check.virustotal.verdict === 'flagged' && !!check.safe_browsing.threats?.length && '; '}
        {!!check.safe_browsing.threats?.length && (
          <Trans>Google Safe Browsing: listed for {threats}</Trans>
        )}
      </span>
      <small className={styles.hint}>
        {formatDate(check.checked_at, i18n.locale, DAY_AND_TIME)}
        {' · '}
        {check.trigger === 'manual' ? <Trans>on request</Trans> : <Trans>daily check</Trans>}
        {isPartial(check) && (
          <>
            {' · '}
            <Trans>not every source answered</Trans>
          </>
        )}
      </small>
    </li>
  )
}
