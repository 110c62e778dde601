import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { HistoryScreen } from '@/features/history/components/history-screen'
import { render, type Rendered } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: React.ReactNode; className?: string }) => (
    <a className={className}>{children}</a>
  ),
}))

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

const tx = (id: number, type: string, status: string, amount: number, description = '') => ({
  id,
  type,
  status,
  amount,
  description,
  created_at: '2026-02-03T10:00:00Z',
  transaction_id: null,
})

let view: Rendered | undefined
afterEach(() => {
  view?.unmount()
  view = undefined
  vi.restoreAllMocks()
})

const show = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = render(
    <QueryClientProvider client={client}>
      <HistoryScreen />
    </QueryClientProvider>,
  )
}

describe('history screen', () => {
  it('lists id, type, signed amount, status and description, newest first as given', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({
        transactions: [
          tx(3, 'purchase', 'pending', -10.48, 'example.com'),
          tx(2, 'refund', 'cancelled', 4),
          tx(1, 'deposit', 'completed', 25, 'Telegram Stars top-up'),
        ],
      }),
    )
    show()
    await waitFor(() => expect(view?.byTestId('history-list')).not.toBeNull())
    const rows = [...(view?.container.querySelectorAll('[data-testid="transaction"]') ?? [])]
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual([
      'pending',
      'cancelled',
      'completed',
    ])
    const text = rows.map((r) => r.textContent)
    expect(text[0]).toContain('Purchase #3')
    expect(text[0]).toContain('-$10.48')
    expect(text[0]).toContain('Pending')
    expect(text[0]).toContain('example.com')
    expect(text[1]).toContain('+$4.00')
    expect(text[1]).toContain('Cancelled')
    expect(text[2]).toContain('+$25.00')
    expect(text[2]).toContain('Completed')
  })

  it('shows the empty state when there is nothing yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ transactions: [] }))
    show()
    await waitFor(() =>
      expect(view?.byTestId('history-empty')?.textContent).toContain('No transactions yet'),
    )
  })

  it('shows skeletons while loading, then a retry on failure', async () => {
    let fail: (r: Response) => void = () => undefined
    vi.spyOn(globalThis, 'fetch').mockReturnValue(
      new Promise<Response>((resolve) => (fail = resolve)),
    )
    show()
    expect(view?.byTestId('history-loading')).not.toBeNull()
    await act(async () => {
      fail(new Response('{}', { status: 500 }))
      await Promise.resolve()
    })
    await waitFor(() =>
      expect(view?.container.textContent).toContain('The transaction history could not be loaded.'),
    )
  })
})
