import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { openExternalLink } from '@/lib/telegram/links'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { useVirusTotal } from '../api/check-virus-total'
import styles from './domain.module.css'

/** Spec section 4: the safe-browsing check shows success after 5 s, with its status link. */
export const SAFE_BROWSING_DELAY_MS = 5000

export const safeBrowsingLink = (domain: string) =>
  `https://transparencyreport.google.com/safe-browsing/search?url=${encodeURIComponent(domain)}`

export function SecurityChecks({ domain }: { domain: string }) {
  return (
    <Card title={<Trans>Security checks</Trans>}>
      <div className={styles.rows}>
        <MalwareScan domain={domain} />
        <SafeBrowsing key={domain} domain={domain} />
      </div>
    </Card>
  )
}

function ReportLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      className={styles.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        if (openExternalLink(href)) e.preventDefault()
      }}
    >
      {children}
    </a>
  )
}

function MalwareScan({ domain }: { domain: string }) {
  const scan = useVirusTotal(domain)
  const verdict = scan.data?.status
  return (
    <div className={styles.check} data-testid="malware-scan" data-state={scan.status}>
      <span className={styles.label}>
        <Trans>Malware scan (VirusTotal)</Trans>
      </span>
      {isLoadingFirst(scan) && <Spinner size={16} />}
      {(scan.isError || isStalledOffline(scan)) && (
        <span className={styles.error}>
          <Trans>Check failed</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => void scan.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </span>
      )}
      {scan.data && (
        <span className={verdict === 'flagged' ? styles.error : styles.success}>
          {verdict === 'clean' && <Trans>No threats found</Trans>}
          {verdict === 'flagged' && <Trans>Flagged as unsafe</Trans>}
          {verdict === 'unknown' && <Trans>Not scanned yet</Trans>}{' '}
          <ReportLink href={scan.data.link}>
            <Trans>Report</Trans>
          </ReportLink>
        </span>
      )}
    </div>
  )
}

function SafeBrowsing({ domain }: { domain: string }) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), SAFE_BROWSING_DELAY_MS)
    return () => clearTimeout(timer)
  }, [domain])
  return (
    <div
      className={styles.check}
      data-testid="safe-browsing"
      data-state={done ? 'success' : 'pending'}
    >
      <span className={styles.label}>
        <Trans>Google Safe Browsing</Trans>
      </span>
      {done ? (
        <span className={styles.success}>
          <Trans>Checked</Trans>{' '}
          <ReportLink href={safeBrowsingLink(domain)}>
            <Trans>Status</Trans>
          </ReportLink>
        </span>
      ) : (
        <Spinner size={16} />
      )}
    </div>
  )
}
