// The CDN sign-in card as its owner meets it: the password control looks like the app (not a grey
// native button), says whether the password shows, and the Russian 2FA button fits its card.
import { expect, test } from '../support/fixtures'
import { seedBuyer } from '../a11y/screens'

test('the password reveal control is styled, stateful, and the 2FA button fits the card', async ({
  page,
  user,
  api,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { domain } = await seedBuyer(user, api)
  await page.setViewportSize({ width: 320, height: 640 })
  await openApp({ path: `/domain/${domain}` })
  const card = page.getByTestId('cdn-credentials')
  const reveal = card.getByTestId('reveal-password')
  await expect(reveal).toBeVisible()
  // A native button has a border and a grey face; this one sits in the row like its text.
  await expect(reveal).toHaveCSS('border-top-style', 'none')
  await expect(reveal).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(reveal).toHaveCSS('color', 'rgb(245, 245, 245)')
  await expect(reveal).toHaveAttribute('aria-pressed', 'false')
  await expect(reveal).toContainText('••••••••')
  await reveal.click()
  await expect(reveal).toHaveAttribute('aria-pressed', 'true')
  await expect(reveal).not.toContainText('••••••••')

  const twoFactor = card.getByRole('button', { name: 'Открыть ссылку 2FA' })
  const [button, box] = [await twoFactor.boundingBox(), await card.boundingBox()]
  expect(button && box).toBeTruthy()
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width)
})
