// DNSSEC as the owner meets it: one switch on the domain page, and the state line under it says
// where it stands while the page refreshes itself: turning on, pending (the DS is at the registrar,
// the registry does not publish it yet), active; then turning off (registrar first) and off. All
// of it read from the screen; the server's job queue and the sandbox CDN's activation delay
// (E2E_SANDBOX_CDN_ACTIVATION_MS) move it along.
import { expect, test } from '../support/fixtures'
import { buyOneDomain } from './parity-steps'

test('DNSSEC switch on → pending → active, then off', async ({ page, api, user, openApp }) => {
  test.setTimeout(120_000)
  const domain = await buyOneDomain(user, api, 'sign')

  await openApp({ path: `/domain/${domain}` })
  await expect(page.getByTestId('registrar-card')).toBeVisible({ timeout: 30_000 })
  const toggle = page.getByTestId('dnssec-switch')
  const state = page.getByTestId('dnssec-state')
  await expect(toggle).not.toBeChecked()
  await expect(state).toHaveAttribute('data-state', 'off')
  await expect(state).toHaveText('Выключен')

  await toggle.click()
  await expect(toggle).toBeChecked()
  await expect(state).toHaveAttribute('data-state', 'enabling')
  await expect(state).toHaveText(
    'Включается: CDN подписывает зону, её DS-запись передаётся регистратору',
  )
  // The job hands the DS to the registrar at once, and looks again for its publication only some
  // seconds later: longer than the page's own refresh, so the owner always sees this step.
  await expect(state).toHaveAttribute('data-state', 'pending', { timeout: 30_000 })
  await expect(state).toHaveText('Ожидание: реестр ещё не опубликовал DS-запись')
  await expect(toggle).toBeChecked()
  await expect(state).toHaveAttribute('data-state', 'active', { timeout: 30_000 })
  await expect(state).toHaveText('Активен')
  await expect(toggle).toBeChecked()

  await toggle.click()
  await expect(state).toHaveAttribute('data-state', 'disabling')
  await expect(state).toHaveText('Выключается: сначала DS-запись удаляется у регистратора')
  await expect(toggle).toBeDisabled()
  await expect(state).toHaveAttribute('data-state', 'off', { timeout: 30_000 })
  await expect(state).toHaveText('Выключен')
  await expect(toggle).not.toBeChecked()
})
