import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSettings } from '@/lib/settings-query'
import { openExternalLink } from '@/lib/telegram/links'
import { isStalledOffline } from '@/lib/query-status'
import { useDomainPrices } from '../api/get-domain-prices'
import { AnonymousIcon, FastIcon, ProfitableIcon } from './badge-icons'
import { FALLBACK_TLD_PRICES, type TldPrice } from '../fallback-prices'
import { TldTable } from './tld-table'
import { useGaveUp } from '../use-gave-up'
import styles from './home-page.module.css'

/** / : what the product offers and what domains cost. */
export function HomePage() {
  const { i18n } = useLingui()
  const prices = useDomainPrices(i18n.locale)
  const settings = useSettings()
  const live = prices.data?.domain_prices
  // No answer (an error, or a fetch the offline layer gave up on) and an empty list (a fresh
  // server with no prices yet) both leave the visitor with nothing: show the built-in list.
  const gaveUp = useGaveUp(prices.isPending, prices.failureCount)
  const unanswered = prices.isError || gaveUp || isStalledOffline(prices)
  const fallback = (!live && unanswered) || live?.length === 0
  const rows = fallback ? FALLBACK_TLD_PRICES : live
  return (
    <HomeContent
      prices={rows}
      fallback={fallback}
      banner={settings.data?.banner_image_url}
      bannerLink={settings.data?.banner_click_url}
    />
  )
}

export interface HomeContentProps {
  /** undefined while the first load runs. */
  prices: readonly TldPrice[] | undefined
  /** The built-in list is shown in place of live prices. */
  fallback: boolean
  /** Say why the built-in list is shown (false where no call has been made yet: the prerender). */
  explained?: boolean
  banner?: string | null
  bannerLink?: string | null
}

/**
 * The home screen from its data alone: the live page above, and the copy painted from index.html
 * before any script runs (src/prerender/home.tsx), so both carry the same markup.
 */
export function HomeContent({
  prices,
  fallback,
  explained = fallback,
  banner,
  bannerLink,
}: HomeContentProps) {
  const { t } = useLingui()
  const badges = [
    { icon: <FastIcon />, title: t`Fast`, text: t`A domain is yours in minutes` },
    {
      icon: <ProfitableIcon />,
      title: t`Profitable`,
      text: t`Honest prices, paid from your balance`,
    },
    { icon: <AnonymousIcon />, title: t`Anonymous`, text: t`No documents, only Telegram` },
  ]

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Domains right in Telegram</Trans>
        </h1>
        <ul className={styles.badges}>
          {badges.map((b) => (
            <li key={b.title} className={styles.badge}>
              <span className={styles.badgeIcon}>{b.icon}</span>
              <span className={styles.badgeTitle}>{b.title}</span>
              <span className={styles.badgeText}>{b.text}</span>
            </li>
          ))}
        </ul>
      </header>
      {banner && (
        <a
          className={styles.banner}
          href={bannerLink ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="home-banner"
          onClick={(e) => {
            // Inside Telegram the link must leave through the client, not the WebView.
            if (bannerLink && openExternalLink(bannerLink)) e.preventDefault()
          }}
        >
          <img src={banner} alt={t`Promotion`} loading="lazy" />
        </a>
      )}
      <section className={styles.prices}>
        <h2 className={styles.sectionTitle}>
          <Trans>Domain prices</Trans>
        </h2>
        <TldTable prices={prices} fallback={fallback} explained={explained} />
        <p className={styles.more}>
          <Trans>And 400+ more domain zones are available in search.</Trans>
        </p>
        <Link to="/buy" className={styles.cta}>
          <Trans>Find a domain</Trans>
        </Link>
      </section>
    </div>
  )
}
