import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { DnsChangeView } from '@contract/dns-changes'
import { ToastProvider } from '@/components/ui/toast'
import { DnsHistory } from '@/features/domain/dns/components/dns-history'
import { i18n } from '@/lib/i18n'
import { render, type Rendered } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

let view: Rendered | undefined
afterEach(() => {
  view?.unmount()
  view = undefined
  vi.restoreAllMocks()
  act(() => i18n.activate('en'))
})

const change = (patch: Partial<DnsChangeView>): DnsChangeView => ({
  id: 1,
  source: 'record',
  operations: [
    {
      kind: 'record',
      action: 'add',
      after: { type: 'A', name: 'shop.com', content: '192.0.2.1', proxy_status: 'DNS_ONLY' },
    },
  ],
  status: 'applied',
  partial: false,
  created_at: '2026-02-03T10:00:00Z',
  can_undo: false,
  ...patch,
})

const shown = async (changes: DnsChangeView[], locale: 'ru' | 'en') => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ changes }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  )
  act(() => i18n.activate(locale))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DnsHistory domain="shop.com" online />
      </ToastProvider>
    </QueryClientProvider>,
  )
  await waitFor(() =>
    expect(view?.container.querySelector('[data-testid="dns-change"]')).not.toBeNull(),
  )
  return [...(view?.container.querySelectorAll('[data-testid="dns-change"]') ?? [])]
}

describe('the DNS change history', () => {
  it('marks an apply the server stopped in, and offers Undo on the change before it', async () => {
    const [left, before] = await shown(
      [change({ id: 2, interrupted: true }), change({ id: 1, can_undo: true })],
      'en',
    )
    expect(left?.querySelector('[data-testid="dns-change-interrupted"]')?.textContent).toBe(
      ' · not finished: which of these operations went through is unknown',
    )
    expect(left?.querySelector('[data-testid="dns-undo"]')).toBeNull()
    expect(before?.querySelector('[data-testid="dns-change-interrupted"]')).toBeNull()
    expect(before?.querySelector('[data-testid="dns-undo"]')).not.toBeNull()
  })

  it('says it in Russian', async () => {
    const [left] = await shown([change({ interrupted: true })], 'ru')
    expect(left?.querySelector('[data-testid="dns-change-interrupted"]')?.textContent).toBe(
      ' · не завершено: неизвестно, какие из этих операций прошли',
    )
  })

  it('titles the change that turned email forwarding on, not as a record added', async () => {
    const mx = {
      type: 'MX',
      name: 'shop.com',
      content: 'route1.mx.cloudflare.net',
      proxy_status: 'DNS_ONLY' as const,
    }
    const email = change({
      source: 'email',
      operations: [{ kind: 'record', action: 'add', after: mx }],
    })
    const [en] = await shown([email], 'en')
    expect(en?.textContent).toContain('Email forwarding: MX and SPF records')
    expect(en?.textContent).not.toContain('Record added')
    view?.unmount()
    const [ru] = await shown([email], 'ru')
    expect(ru?.textContent).toContain('Переадресация почты: записи MX и SPF')
  })
})
