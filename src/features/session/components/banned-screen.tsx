import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { BlockedIcon } from '@/components/ui/icons'
import { bannedReason, clearBanned } from '@/lib/ban'
import { FALLBACK_SUPPORT_URL, useSettings } from '@/lib/settings-query'
import { isInsideTelegram } from '@/lib/telegram/launch-params'
import { openExternalLink } from '@/lib/telegram/links'
import { fetchProfile, profileQueryOptions } from '@/lib/profile-query'
import styles from './banned-screen.module.css'

// Typed as a plain string: the home route is another feature's file.
const HOME_PATH: string = '/'

/** Spec sections 4 and 6: the stored ban reason (or a default) and a contact-support button. */
export function BannedScreen() {
  const navigate = useNavigate()
  const reason = bannedReason()
  const settings = useSettings()
  const supportUrl = settings.data?.support_url ?? FALLBACK_SUPPORT_URL
  const queryClient = useQueryClient()

  // A banned user's profile call answers 403; a fresh 200 that is not banned means the ban was
  // lifted. Asked directly, not from the cache, whose restored copy may predate the ban.
  useEffect(() => {
    if (!isInsideTelegram()) return
    const controller = new AbortController()
    fetchProfile(controller.signal)
      .then((profile) => {
        if (profile.banned || profile.user.is_banned) return
        clearBanned()
        queryClient.setQueryData(profileQueryOptions().queryKey, profile)
        void navigate({ to: HOME_PATH, replace: true })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [navigate, queryClient])

  return (
    <div className={styles.screen} data-testid="banned">
      <div className={styles.icon} aria-hidden="true">
        <BlockedIcon size={56} />
      </div>
      <h1 className={styles.title}>
        <Trans>Access restricted</Trans>
      </h1>
      <p className={styles.reason} data-testid="banned-reason">
        {reason ? reason : <Trans>Your account has been blocked.</Trans>}
      </p>
      <p className={styles.hint}>
        <Trans>If you think this is a mistake, contact support.</Trans>
      </p>
      <Button onClick={() => openExternalLink(supportUrl)} data-testid="contact-support">
        <Trans>Contact support</Trans>
      </Button>
    </div>
  )
}
