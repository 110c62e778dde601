// The CDN sign-in card as its owner meets it: the password control looks like the app (not a grey
// native button), says whether the password shows, and the Russian 2FA button fits its card.
import { expect, test } from '../support/fixtures'
import { seedBuyer } from '../a11y/screens'

type Fixtures = Parameters<Parameters<typeof test>[2]>[0]

/** A buyer with one active domain, on its page at a phone's size. */
async function openOwnedDomain(
  { page, user, api, openApp }: Pick<Fixtures, 'page' | 'user' | 'api' | 'openApp'>,
  viewport: { width: number; height: number },
): Promise<void> {
  test.setTimeout(120_000)
  const { domain } = await seedBuyer(user, api)
  await page.setViewportSize(viewport)
  await openApp({ path: `/domain/${domain}` })
}

test('the password reveal control is styled, stateful, and the 2FA button fits the card', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await openOwnedDomain({ page, user, api, openApp }, { width: 320, height: 640 })
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

  const twoFactor = card.getByRole('button', { name: 'Показать QR-код 2FA' })
  const [button, box] = [await twoFactor.boundingBox(), await card.boundingBox()]
  expect(button && box).toBeTruthy()
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width)
})

test('name servers and the CDN sign-in fit a phone row, each copied by an icon that says so', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await openOwnedDomain({ page, user, api, openApp }, { width: 390, height: 844 })
  const servers = page.getByTestId('name-servers')
  const account = page.getByTestId('cdn-credentials')
  await expect(servers.locator('dd')).toHaveCount(2)
  // A name server on one line beside its copy control; the CDN's sign-in e-mail (about 45
  // characters, more than a phone row holds) may wrap, but never past the card.
  for (const [card, oneLine] of [
    [servers, true],
    [account, false],
  ] as const) {
    const box = await card.boundingBox()
    const copyable = card
      .locator('dd')
      .filter({ has: page.getByRole('button', { name: /^Копировать/ }) })
    await expect(copyable).toHaveCount(2)
    for (const row of await copyable.all()) {
      const value = row.locator(':scope > :first-child')
      const copy = row.getByRole('button').last()
      const [v, c] = [await value.boundingBox(), await copy.boundingBox()]
      expect(v && c && box).toBeTruthy()
      const lineHeight = await value.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
      if (oneLine)
        expect(v!.height, `${await value.textContent()} stays on one line`).toBeLessThan(
          lineHeight * 1.5,
        )
      expect(v!.x + v!.width).toBeLessThanOrEqual(c!.x)
      expect(c!.x + c!.width).toBeLessThanOrEqual(box!.x + box!.width)
    }
  }

  const copy = servers.getByRole('button', { name: 'Копировать NS1' })
  const ns1 = await servers.locator('dd span').first().textContent()
  await copy.click()
  const copied = servers.getByRole('button', { name: 'Скопировано в буфер обмена' })
  await expect(copied).toBeVisible()
  await expect(page.getByText('Скопировано в буфер обмена', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ns1)
  // The feedback lasts 1.5 s, then the control offers the copy again.
  await expect(servers.getByRole('button', { name: 'Копировать NS1' })).toBeVisible({
    timeout: 4000,
  })
  await expect(account.getByRole('button', { name: 'Копировать email' })).toBeVisible()
  // The e-mail, where it wraps, breaks after its @.
  const email = account.locator('dd').first().locator(':scope > :first-child')
  const lines = await email.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return [...range.getClientRects()].length
  })
  if (lines > 1) {
    const firstLine = await email.evaluate((el) => {
      const text = el.textContent ?? ''
      const range = document.createRange()
      const node = el.firstChild!
      const top = el.getBoundingClientRect().top
      let end = 0
      for (let i = 1; i <= (node.textContent ?? '').length; i++) {
        range.setStart(node, 0)
        range.setEnd(node, i)
        if (
          range.getBoundingClientRect().bottom - top >
          parseFloat(getComputedStyle(el).lineHeight) * 1.5
        )
          break
        end = i
      }
      return text.slice(0, end)
    })
    expect(firstLine).toMatch(/@$/)
  }
})
