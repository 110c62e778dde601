// The screens the accessibility and layout checks walk, each with the data that makes it show what
// a user sees: a buyer who owns an active domain, has one name in the cart and some history.
import type { Page } from '@playwright/test'
import { creditBalance, type ApiClient } from '../support/api'
import { E2E_ADMIN_ID } from '../support/env'
import { expect } from '../support/fixtures'
import { newUser, type LaunchUser } from '../support/launch'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'

export interface Seeded {
  /** An active domain the user owns. */
  domain: string
  /** A word whose search has results. */
  word: string
}

export interface CheckedScreen {
  name: string
  path: (s: Seeded) => string
  /** Resolves once the screen shows its content, not a skeleton. */
  ready: (page: Page, s: Seeded) => Promise<void>
  /** Opened as a Telegram user listed in ADMIN_IDS. */
  admin?: boolean
}

/** Owns an active domain, has another name in the cart and a few ledger entries. */
export async function seedBuyer(user: LaunchUser, api: ApiClient): Promise<Seeded> {
  await creditBalance(user, 1234.5, 'a11y seed')
  const word = uniqueWord('axe')
  const { domain } = await availableDomain(api, word)
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  const other = await availableDomain(api, uniqueWord('cart'))
  expect((await api.post('/api/cart/add', { domain: other.domain })).status).toBe(200)
  await expect
    .poll(
      async () =>
        (
          await api.get<{ domains: { domain: string; status: string }[] }>('/api/user/domains')
        ).body.domains.find((d) => d.domain === domain)?.status,
      { timeout: 30_000 },
    )
    .toBe('active')
  return { domain, word }
}

export const adminUser = (): LaunchUser => ({ ...newUser(), id: E2E_ADMIN_ID, first_name: 'Admin' })

export const SCREENS: CheckedScreen[] = [
  {
    name: 'home',
    path: () => '/',
    // The live screen, not the copy index.html paints first (the same rows, until it hands over).
    ready: (page) => expect(page.locator('#root [data-testid="tld-row"]').first()).toBeVisible(),
  },
  {
    name: 'search with results',
    path: () => '/buy',
    ready: async (page, s) => {
      await page.getByTestId('search-input').fill(s.word)
      await expect(page.getByTestId('search-result').first()).toBeVisible()
    },
  },
  {
    name: 'cart',
    path: () => '/cart',
    ready: (page) => expect(page.getByTestId('cart-item').first()).toBeVisible(),
  },
  {
    name: 'panel',
    path: () => '/panel',
    ready: (page) => expect(page.getByTestId('panel-domains')).toBeVisible(),
  },
  {
    name: 'domain page',
    path: (s) => `/domain/${s.domain}`,
    ready: async (page) => {
      await expect(page.getByTestId('domain-status')).toBeVisible()
      await expect(page.getByTestId('cdn-credentials')).toBeVisible()
    },
  },
  {
    name: 'DNS page',
    path: (s) => `/domain/${s.domain}/cloudflare/dns`,
    ready: (page) => expect(page.getByTestId('dns-records')).toBeVisible(),
  },
  {
    name: 'redirects',
    path: (s) => `/domain/${s.domain}/cloudflare/redirects`,
    ready: (page) =>
      expect(
        page.getByTestId('redirects-empty').or(page.getByTestId('redirect').first()),
      ).toBeVisible(),
  },
  {
    name: 'profile',
    path: () => '/profile',
    ready: async (page) => {
      await expect(page.getByTestId('profile-balance')).toBeVisible()
      // The bot's button is enabled once the referral link (its address) arrives.
      await expect(page.getByTestId('referral-link')).toBeVisible()
    },
  },
  {
    name: 'history',
    path: () => '/history',
    ready: (page) => expect(page.getByTestId('transaction').first()).toBeVisible(),
  },
  {
    name: 'After Market',
    path: () => '/aftermarket',
    ready: (page) =>
      expect(
        page.getByTestId('market-listings').or(page.getByRole('heading', { level: 2 })),
      ).toBeVisible(),
  },
  {
    name: 'admin home',
    path: () => '/admin',
    ready: (page) => expect(page.getByTestId('admin-home')).toBeVisible(),
    admin: true,
  },
]
