import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { DAY_AND_TIME, formatDate } from '@/lib/format-date'
import { useOnline } from '@/lib/offline/use-online'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { useCheckReputation, useReputation } from '../api/reputation'
import { checkBlocker, summarize, type ReputationSummary } from '../reputation-summary'
import { detectionsText, threatsText } from '@/lib/reputation-words'
import { checkErrorText } from '../reputation-texts'
import { ReputationHistory } from './reputation-history'
import styles from '../../components/domain.module.css'

/**
 * The domain's reputation: the last answer of VirusTotal and of Google Safe Browsing with its date,
 * what to do when something is found, "check now", and the history of checks. Kept offline.
 */
export function ReputationCard({ domain }: { domain: OwnedDomain }) {
  const { i18n } = useLingui()
  const online = useOnline()
  const history = useReputation(domain.domain)
  const check = useCheckReputation(domain.domain)
  const checks = history.data?.checks
  const summary = checks ? summarize(checks) : undefined
  const blocker = checkBlocker({
    running: check.isPending,
    online,
    active: domain.status === 'active',
  })
  const asOf = formatDate(new Date(history.dataUpdatedAt), i18n.locale, DAY_AND_TIME)
  return (
    <Card title={<Trans>Reputation</Trans>} data-testid="reputation-card">
      {isLoadingFirst(history) && <Skeleton height={72} />}
      {!checks && (history.isError || isStalledOffline(history)) && (
        <LoadError
          className={styles.check}
          messageClassName={styles.error}
          message={<Trans>The reputation checks could not be loaded.</Trans>}
          onRetry={() => void history.refetch()}
          data-testid="reputation-error"
        />
      )}
      {checks && !online && (
        <p className={styles.hint} data-testid="reputation-as-of">
          <Trans>Offline: the results as of {asOf}.</Trans>
        </p>
      )}
      {checks && !summary && (
        <p className={styles.hint} data-testid="reputation-empty">
          <Trans>
            Not checked yet. Every active domain is checked daily against VirusTotal and Google Safe
            Browsing; check it now to see where it stands.
          </Trans>
        </p>
      )}
      {summary && <Sources summary={summary} />}
      <Button
        variant="secondary"
        block
        loading={check.isPending}
        disabled={blocker !== null}
        onClick={() => check.mutate()}
        data-testid="reputation-check"
      >
        <Trans>Check now</Trans>
      </Button>
      {blocker && (
        <p className={styles.hint} data-testid="reputation-check-blocked" data-reason={blocker}>
          {blocker === 'running' && <Trans>Asking VirusTotal and Google Safe Browsing…</Trans>}
          {blocker === 'offline' && <Trans>Checking needs a connection.</Trans>}
          {blocker === 'inactive' && <Trans>Checks start once the domain is active.</Trans>}
        </p>
      )}
      {check.isError && (
        <p className={styles.error} role="alert" data-testid="reputation-check-error">
          {checkErrorText(check.error, i18n)}
        </p>
      )}
      {check.data?.virustotal_pending && !check.isPending && (
        <p className={styles.hint} data-testid="reputation-vt-pending">
          <Trans>
            VirusTotal's request limit is reached for now: its part of this check completes in a few
            minutes.
          </Trans>
        </p>
      )}
      {checks && checks.length > 0 && <ReputationHistory checks={checks} />}
    </Card>
  )
}

/** Red for a finding, green for a clean answer, plain for no answer yet. */
const toneOf = (found: boolean, clean: boolean) =>
  found ? styles.error : clean ? styles.success : styles.label

function Sources({ summary }: { summary: ReputationSummary }) {
  const { i18n } = useLingui()
  const vt = summary.virustotal
  const sb = summary.safeBrowsing
  const threats = threatsText(sb.threats ?? [], i18n)
  return (
    <>
      <p
        className={summary.flagged ? styles.error : styles.success}
        data-testid="reputation-verdict"
        data-flagged={summary.flagged}
      >
        {summary.flagged ? <Trans>Something was found</Trans> : <Trans>Clean: nothing found</Trans>}
      </p>
      <div className={styles.rows}>
        <div className={styles.check} data-testid="reputation-virustotal" data-verdict={vt.verdict}>
          <span className={styles.label}>
            <Trans>VirusTotal</Trans>
          </span>
          <span className={toneOf(vt.verdict === 'flagged', vt.verdict === 'clean')}>
            {vt.verdict === 'clean' && <Trans>Clean</Trans>}
            {vt.verdict === 'flagged' && detectionsText(vt.detections ?? 1)}
            {vt.verdict === 'unknown' && <Trans>No report yet</Trans>}
          </span>
        </div>
        <AnsweredLine iso={vt.answeredAt} missed={vt.missed} />
        <div
          className={styles.check}
          data-testid="reputation-safe-browsing"
          data-listed={(sb.threats?.length ?? 0) > 0}
        >
          <span className={styles.label}>
            <Trans>Google Safe Browsing</Trans>
          </span>
          <span className={toneOf(!!sb.threats?.length, sb.threats?.length === 0)}>
            {sb.threats === null && <Trans>No answer yet</Trans>}
            {sb.threats?.length === 0 && <Trans>Clean</Trans>}
            {!!sb.threats?.length && <Trans>Listed: {threats}</Trans>}
          </span>
        </div>
        <AnsweredLine iso={sb.answeredAt} missed={sb.missed} />
      </div>
      {summary.flagged && (
        <p className={styles.warning} role="note" data-testid="reputation-advice">
          <Trans>
            What to do: look through the site's files and the DNS records for anything you did not
            put there, remove it and change your passwords. Then ask for a review: in Google Search
            Console for Safe Browsing, and from the engines named on VirusTotal. Check again here
            once it is fixed.
          </Trans>
        </p>
      )}
    </>
  )
}

/** When a source last answered, and why the newest check has no fresh answer from it. */
function AnsweredLine({ iso, missed }: { iso?: string; missed?: 'budget_spent' | 'unreachable' }) {
  const { i18n } = useLingui()
  const at = iso ? formatDate(iso, i18n.locale, DAY_AND_TIME) : ''
  return (
    <p className={styles.hint}>
      {iso ? <Trans>Answered {at}</Trans> : <Trans>Has not answered yet</Trans>}
      {missed === 'budget_spent' && (
        <>
          {' · '}
          <Trans>its request limit was reached in the last check</Trans>
        </>
      )}
      {missed === 'unreachable' && (
        <>
          {' · '}
          <Trans>could not be reached in the last check</Trans>
        </>
      )}
    </p>
  )
}
