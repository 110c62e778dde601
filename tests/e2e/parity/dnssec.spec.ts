// DNSSEC as the owner meets it: one switch on the domain page, turning on goes through pending
// (the DS at the registrar, the registry not yet publishing it) to active, and off again.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'

interface Controls {
  dnssec: string
  ds: { digest: string } | null
}

test('DNSSEC switch on → pending → active, then off', async ({ page, api, user, openApp }) => {
  test.setTimeout(120_000)
  await creditBalance(user, 300)
  const { domain } = await availableDomain(api, uniqueWord('sign'))
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  const controls = async () =>
    (await api.get<Controls>(`/api/user/domains/${domain}/registrar`)).body

  await openApp({ path: `/domain/${domain}` })
  await expect(page.getByTestId('registrar-card')).toBeVisible({ timeout: 30_000 })
  const toggle = page.getByTestId('dnssec-switch')
  const state = page.getByTestId('dnssec-state')
  await expect(toggle).not.toBeChecked()
  await expect(state).toHaveAttribute('data-state', 'off')

  await toggle.click()
  await expect(toggle).toBeChecked()
  // The DS is at the registrar before the registry publishes it (the sandbox CDN's activation
  // delay): the server says pending for a few seconds, then active.
  await expect
    .poll(async () => (await controls()).dnssec, { intervals: [250], timeout: 30_000 })
    .toBe('pending')
  await expect(state).toHaveAttribute('data-state', 'active', { timeout: 30_000 })
  await expect(state).toHaveText('Активен')
  expect((await controls()).ds?.digest).toMatch(/^[0-9A-F]{64}$/)

  await toggle.click()
  await expect(state).toHaveAttribute('data-state', 'off', { timeout: 30_000 })
  await expect(toggle).not.toBeChecked()
  expect(await controls()).toMatchObject({ dnssec: 'off', ds: null })
})
