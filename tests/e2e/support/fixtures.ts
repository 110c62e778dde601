// `test` for every spec: a fresh Telegram user per test (one server serves the whole run) and a
// page helper that opens the app as that user, signed like Telegram signs it.
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test'
import { apiAs, type ApiClient } from './api'
import { launchUrl, newUser, type LaunchUser } from './launch'
import { TelegramClient } from './telegram-client'

export interface E2eFixtures {
  /** A user no other test has used. */
  user: LaunchUser
  /** The API as `user`. */
  api: ApiClient
  /** Opens the app as `user` (or another user) at a path, with the Telegram launch hash. */
  openApp: (opts?: {
    path?: string
    as?: LaunchUser
    version?: string
    /** As opened from a `startapp=<value>` link. */
    startParam?: string
  }) => Promise<void>
  /** A Telegram client around the page, installed before the app loads (asking for it installs it). */
  telegram: TelegramClient
}

export const test = base.extend<E2eFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  user: async ({}, use) => {
    await use(newUser())
  },
  api: async ({ user }, use) => {
    await use(apiAs(user))
  },
  telegram: async ({ page }, use) => {
    const client = new TelegramClient(page)
    await client.install()
    await use(client)
  },
  openApp: async ({ page, user }, use) => {
    await use(async (opts = {}) => {
      const { as, ...launch } = opts
      await page.goto(launchUrl(as ?? user, launch))
      await liveApp(page)
    })
  },
})

export { expect, type Page }

/**
 * Waits for the live app to take over from the copy painted from index.html (a snapshot or the
 * prerendered home), which carries the same test ids: one match per id from then on.
 */
export async function liveApp(root: Page | FrameLocator) {
  await expect(root.locator('#snapshot')).toHaveCount(0)
}
