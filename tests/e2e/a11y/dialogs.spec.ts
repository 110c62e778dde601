// Sheets and dialogs behave as modal dialogs: focus moves in and stays, the page behind is inert,
// Escape closes, and focus returns to the control that opened it.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

/** Where focus is: 'dialog' (inside the open dialog), 'page' (behind it) or 'none'. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'none'
    return active.closest('dialog[open]') ? 'dialog' : 'page'
  })

test('the promo code sheet traps focus, makes the page inert and gives focus back', async ({
  page,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  const opener = page.getByTestId('promo-row')
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  expect(await focusIn(page)).toBe('dialog')

  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await focusIn(page)).not.toBe('page')
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusIn(page)).not.toBe('page')
  }
  // The page behind cannot be clicked: the tab bar is under the modal's backdrop.
  const reached = await page
    .getByTestId('tab-home')
    .click({ timeout: 1_000, trial: true })
    .then(
      () => true,
      () => false,
    )
  expect(reached).toBe(false)

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the language sheet closes on Escape and returns focus to its row', async ({
  page,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  const opener = page.getByTestId('language-row')
  await opener.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await focusIn(page)).toBe('dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})
