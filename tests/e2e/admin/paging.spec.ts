// The admin lists page with a cursor: forward and back, the filters and the cursor kept in the URL,
// and the total counted on the server (capped past 10,000).
import { randomBytes } from 'node:crypto'
import { registerUser } from '../support/api'
import { newUser } from '../support/launch'
import { expect, test } from '../support/fixtures'
import { closeDevices, newDevice, signInWithToken } from '../ops/ops-helpers'

test.afterEach(closeDevices)

test('the users list pages forward and back with the cursor and shows the total', async ({
  browser,
}) => {
  // 55 users sharing a name nobody else has: one full page of 50 and a second of 5.
  const tag = `Pg${randomBytes(3).toString('hex')}`
  const users = Array.from({ length: 55 }, () => newUser({ first_name: tag }))
  for (let i = 0; i < users.length; i += 11)
    await Promise.all(users.slice(i, i + 11).map((u) => registerUser(u)))

  const admin = await newDevice(browser)
  await admin.goto('/admin')
  await signInWithToken(admin)
  await admin.getByRole('navigation').getByRole('link', { name: 'Пользователи' }).click()
  await admin.getByRole('searchbox', { name: 'Поиск пользователей' }).fill(tag)
  await admin.getByRole('button', { name: 'Найти' }).click()

  const rows = admin.getByTestId('admin-user-row')
  const total = admin.getByTestId('pager-total')
  const next = admin.getByTestId('pager-next')
  const prev = admin.getByTestId('pager-prev')
  await expect(rows).toHaveCount(50)
  await expect(total).toHaveText('Всего: 55')
  await expect(prev).toBeDisabled()
  const firstPage = await rows.allTextContents()

  await next.click()
  await expect(rows).toHaveCount(5)
  await expect(admin).toHaveURL(/[?&]cursor=[\w-]+/)
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${tag}`))
  await expect(total).toHaveText('Всего: 55')
  await expect(next).toBeDisabled()
  const secondPage = await rows.allTextContents()
  expect(secondPage.some((r) => firstPage.includes(r))).toBe(false)

  // Reloading keeps the page: the cursor and the search live in the URL.
  await admin.reload()
  await expect(rows).toHaveCount(5)

  await prev.click()
  await expect(rows).toHaveCount(50)
  expect(await rows.allTextContents()).toEqual(firstPage)

  // The browser's Back returns to the second page.
  await admin.goBack()
  await expect(rows).toHaveCount(5)
  expect(await rows.allTextContents()).toEqual(secondPage)
})
