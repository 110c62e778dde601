// The admin screens over a date range (statistics, visits) keep the range in the URL: a picked
// range replaces the history entry, and a link with a range opens on it.
import { expect, test } from '../support/fixtures'
import { closeDevices, newDevice, signInWithToken } from '../ops/ops-helpers'

test.afterEach(closeDevices)

for (const [path, screen] of [
  ['/admin/stats', 'admin-stats'],
  ['/admin/visits', 'admin-visits'],
] as const) {
  test(`${path} keeps its date range in the URL`, async ({ browser }) => {
    const admin = await newDevice(browser)
    await admin.goto('/admin')
    await signInWithToken(admin)
    await admin.goto(`${path}?from=2026-01-01&to=2026-01-31`)
    await expect(admin.getByTestId(screen)).toBeVisible()
    await expect(admin.getByLabel(/^(С|From)$/)).toHaveValue('2026-01-01')
    const before = await admin.evaluate(() => history.length)
    await admin.getByLabel(/^(С|From)$/).fill('2026-01-05')
    await expect(admin).toHaveURL(/from=2026-01-05/)
    expect(await admin.evaluate(() => history.length)).toBe(before)
  })
}
