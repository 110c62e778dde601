// Issue 32, item 5, on the built bundle at 320 px: the CDN account's otpauth:// second factor (which
// no browser opens) shows as a QR code an authenticator app scans, with its key in text and copy
// buttons for the key and the link.
import { expect, test } from '../support/fixtures'
import { seedBuyer } from '../a11y/screens'

test('the 2FA key shows as a QR code with the key in text, each copied', async ({
  page,
  user,
  api,
  openApp,
}) => {
  test.setTimeout(120_000)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const { domain } = await seedBuyer(user, api)
  await page.setViewportSize({ width: 320, height: 640 })
  await openApp({ path: `/domain/${domain}` })
  await page.getByTestId('cdn-credentials').getByTestId('two-factor-show').click()
  const sheet = page.getByRole('dialog', { name: 'Двухфакторная аутентификация' })
  const qr = sheet.getByRole('img', { name: 'QR-код ключа двухфакторной аутентификации' })
  await expect(qr).toBeVisible()
  // A real QR symbol: 21 modules a side at version 1, 4 more per version.
  expect(Number(await qr.getAttribute('data-modules')) % 4).toBe(1)
  const box = await qr.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)

  const secret = (await sheet.getByTestId('two-factor-secret').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
  await sheet.getByTestId('copy-two-factor-secret').click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret.replace(/ /g, ''))
  await sheet.getByTestId('copy-two-factor-link').click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^otpauth://totp/.+\\?secret=${secret.replace(/ /g, '')}&`),
  )
})
