import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { PromoModal } from '@/features/profile/components/promo-modal'
import { ToastProvider } from '@/components/ui/toast'
import { i18n } from '@/lib/i18n'
import { queryKeys } from '@/lib/query-keys'
import { render, type Rendered } from '../../../support/render'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let view: Rendered | undefined
let client: QueryClient
let onClose: ReturnType<typeof vi.fn<() => void>>
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  onClose = vi.fn<() => void>()
})
afterEach(() => {
  view?.unmount()
  view = undefined
  vi.restoreAllMocks()
  act(() => i18n.activate('en'))
})

const open = (node: ReactNode = <PromoModal open onClose={onClose} />) => {
  view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>{node}</ToastProvider>
    </QueryClientProvider>,
  )
}
const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

function type(value: string) {
  const input = q('promo-input') as HTMLInputElement
  // React watches the element's own value setter; the prototype's one is what a user's typing uses.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
  act(() => {
    descriptor?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const submit = () =>
  act(async () => {
    q('promo-submit')?.click()
    await Promise.resolve()
  })

describe('promo code modal', () => {
  it('asks for a code when the input is empty or blank, and calls nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch')
    open()
    await submit()
    expect(q('promo-error')?.textContent).toBe('Enter a promo code')
    type('   ')
    await submit()
    expect(q('promo-error')?.textContent).toBe('Enter a promo code')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says 'Введите промокод' in Russian", async () => {
    act(() => i18n.activate('ru'))
    open()
    await submit()
    expect(q('promo-error')?.textContent).toBe('Введите промокод')
  })

  it('sends the code trimmed and upper-cased with an Idempotency-Key, then refreshes the balance and closes', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { success: true, balance: 15, amount: 5 }))
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    open()
    type('  welcome5 ')
    await submit()
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(init?.body as string)).toEqual({ promocode: 'WELCOME5' })
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[\w-]{20,}$/)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.profile })
    expect(document.body.textContent).toContain('Promo code activated: +$5.00')
  })

  it.each([
    [404, 'promo_not_found', 'Промокод не существует или срок действия истёк.'],
    [409, 'promo_already_used', 'Вы уже активировали этот промокод.'],
    [409, 'promo_exhausted', 'Промокод уже исчерпал количество использований.'],
    [500, 'internal_error', 'Ошибка при активации промокода'],
  ])('shows the spec text for a %i %s refusal', async (status, code, text) => {
    act(() => i18n.activate('ru'))
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(status, { success: false, error: code, message: 'refused' }),
    )
    open()
    type('code1')
    await submit()
    await vi.waitFor(() => expect(q('promo-error')?.textContent).toBe(text))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('uses a new key for each press', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(json(409, { success: false, error: 'promo_already_used', message: 'x' })),
      )
    open()
    type('again')
    await submit()
    await vi.waitFor(() => expect(q('promo-error')).not.toBeNull())
    await submit()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    )
    expect(new Set(keys).size).toBe(2)
  })
})
