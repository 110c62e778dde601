import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { ChatIcon, DocumentIcon, EyeIcon, ReceiptIcon, UserIcon } from '@/components/ui/icons'
import { useToast } from '@/components/ui/toast'
import { FALLBACK_SUPPORT_URL, useSettings } from '@/lib/settings-query'
import { openExternalLink } from '@/lib/telegram/links'
import styles from './profile.module.css'

function RowContent({ icon, label }: { icon: ReactNode; label: ReactNode }) {
  return (
    <>
      <span className={styles.rowIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </>
  )
}

/** Account details, history, the watchlist, support and the user agreement (links from GET /api/settings). */
export function ProfileLinks() {
  const { t } = useLingui()
  const toast = useToast()
  const settings = useSettings()

  const open = (url: string) => {
    if (!openExternalLink(url)) toast.error(t`Failed to open the link`)
  }

  const openAgreement = () => {
    const url = settings.data?.agreement_url
    if (!url) {
      toast.error(settings.isPending ? t`Loading` : t`The agreement link is not set`)
      return
    }
    if (!openExternalLink(url)) toast.error(t`Failed to open the agreement`)
  }

  return (
    <Card flush>
      <Link to="/profile/details" className={styles.row} data-testid="details-link">
        <RowContent icon={<UserIcon size={22} />} label={<Trans>Account details</Trans>} />
      </Link>
      <Link to="/history" className={styles.row} data-testid="history-link">
        <RowContent icon={<ReceiptIcon size={22} />} label={<Trans>Transaction history</Trans>} />
      </Link>
      <Link to="/watchlist" className={styles.row} data-testid="watchlist-link">
        <RowContent icon={<EyeIcon size={22} />} label={<Trans>Watchlist</Trans>} />
      </Link>
      <button
        type="button"
        className={styles.row}
        onClick={() => open(settings.data?.support_url ?? FALLBACK_SUPPORT_URL)}
        data-testid="support-link"
      >
        <RowContent icon={<ChatIcon size={22} />} label={<Trans>Support</Trans>} />
      </button>
      <button
        type="button"
        className={styles.row}
        onClick={openAgreement}
        data-testid="agreement-link"
      >
        <RowContent icon={<DocumentIcon size={22} />} label={<Trans>User agreement</Trans>} />
      </button>
    </Card>
  )
}
