import { describe, expect, it, vi } from 'vitest'
import { useVisitLog } from '@/features/session/use-visit-log'
import { render, type Rendered } from '../../support/render'
import { waitFor } from '../../support/wait-for'
import { json, setupSessionTests, withClient } from '../../support/session-setup'

let view: Rendered | undefined
setupSessionTests(() => view?.unmount())

describe('visit log', () => {
  function Logger({ path }: { path: string }) {
    useVisitLog(path, true)
    return null
  }

  it('posts page_path once per route change with an idempotency key', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { ok: true }))
    view = render(withClient(<Logger path="/buy" />))
    view.rerender(withClient(<Logger path="/buy" />))
    view.rerender(withClient(<Logger path="/panel" />))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as unknown)
    expect(bodies).toEqual([{ page_path: '/buy' }, { page_path: '/panel' }])
    const [url, init] = fetch.mock.calls[0] ?? []
    expect((url as URL).pathname).toMatch(/\/api\/user\/visit$/)
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy()
  })

  it('ignores a failed log', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
    view = render(withClient(<Logger path="/" />))
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    view.rerender(withClient(<Logger path="/profile" />))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as unknown)).toEqual(
      [{ page_path: '/' }, { page_path: '/profile' }],
    )
  })
})
