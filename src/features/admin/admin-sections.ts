import { useLingui } from '@lingui/react/macro'

export interface AdminSection {
  to:
    | '/admin'
    | '/admin/users'
    | '/admin/domains'
    | '/admin/transactions'
    | '/admin/stats'
    | '/admin/settings'
    | '/admin/promocodes'
    | '/admin/aftermarket'
    | '/admin/visits'
    | '/admin/bans'
    | '/admin/reputation'
    | '/maintenance'
  label: string
  description: string
}

/** The console's sections, in the order they appear in the tabs and on the home screen. */
export function useAdminSections(): AdminSection[] {
  const { t } = useLingui()
  return [
    { to: '/admin', label: t`Overview`, description: t`Sections of the console` },
    { to: '/admin/users', label: t`Users`, description: t`Search, ban, adjust balances` },
    {
      to: '/admin/domains',
      label: t`Domains`,
      description: t`Status, owners, failed provisioning`,
    },
    { to: '/admin/transactions', label: t`Transactions`, description: t`Ledger with filters` },
    { to: '/admin/stats', label: t`Statistics`, description: t`Revenue, new users, purchases` },
    {
      to: '/admin/settings',
      label: t`Settings`,
      description: t`Links, banner, markup, Stars rate`,
    },
    { to: '/admin/promocodes', label: t`Promo codes`, description: t`Create, deactivate, usage` },
    { to: '/admin/aftermarket', label: t`After Market`, description: t`Listings and prices` },
    { to: '/admin/visits', label: t`Visits`, description: t`Page views per day` },
    { to: '/admin/bans', label: t`Bans`, description: t`Banned users and reasons` },
    {
      to: '/admin/reputation',
      label: t`Reputation`,
      description: t`Domains flagged by VirusTotal or Safe Browsing`,
    },
    { to: '/maintenance', label: t`Maintenance`, description: t`Switch maintenance modes` },
  ]
}
