// Shared steps of the operations specs: admin sign-in through the console's token screen, and
// putting every maintenance switch back so no other spec on the same server meets an overlay.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { adminApi } from '../support/api'
import { E2E_ADMIN_TOKEN } from '../support/env'
import { expect } from '../support/fixtures'

export async function resetMaintenance(): Promise<void> {
  const admin = adminApi()
  for (const path of [
    '/api/maintenance/set',
    '/api/maintenance/buy-set',
    '/api/maintenance/market-set',
  ]) {
    const res = await admin.post(path, { maintenance_mode: false, message: '' })
    expect(res.status, `${path} answered ${res.status}`).toBe(200)
  }
}

const devices: BrowserContext[] = []

/** A fresh browser profile (own cookies and storage), as a second device would be. */
export async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  devices.push(context)
  return context.newPage()
}

/** Closes the profiles a test opened, so none keeps polling into the next test. */
export async function closeDevices(): Promise<void> {
  await Promise.all(devices.splice(0).map((c) => c.close()))
}

/** Signs in on the console's sign-in screen with the token; the page must be showing it. */
export async function signInWithToken(page: Page): Promise<void> {
  const screen = page.getByTestId('admin-sign-in')
  await expect(screen).toBeVisible()
  await screen.getByLabel('Токен администратора').fill(E2E_ADMIN_TOKEN)
  await screen.getByRole('button', { name: 'Войти' }).click()
  await expect(screen).toBeHidden()
}

/** The token never lands in the browser's storage: only the HttpOnly cookie carries the session. */
export async function expectTokenNotStored(page: Page): Promise<void> {
  const stored = await page.evaluate(() => {
    const all: string[] = []
    for (const s of [localStorage, sessionStorage]) {
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i)
        if (key) all.push(`${key}=${s.getItem(key)}`)
      }
    }
    return all.join('\n') + document.cookie
  })
  expect(stored).not.toContain(E2E_ADMIN_TOKEN)
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'admin_session')
  expect(session?.httpOnly).toBe(true)
  expect(session?.value).not.toContain(E2E_ADMIN_TOKEN)
}
