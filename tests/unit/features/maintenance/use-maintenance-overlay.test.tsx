import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MaintenanceScreen } from '@/features/maintenance/components/maintenance-screen'
import type { PolledStatus } from '@/features/maintenance/maintenance-poller'
import type { OverlayScope } from '@/features/maintenance/overlay-scope'
import { useMaintenanceOverlay } from '@/features/maintenance/use-maintenance-overlay'
import { useScrollLock } from '@/features/maintenance/use-scroll-lock'
import { render, type Rendered } from '../../support/render'

type Fetch = (scope: OverlayScope, signal: AbortSignal) => Promise<PolledStatus>

function Harness({
  scope,
  fetchStatus,
  reload,
}: {
  scope: OverlayScope | null
  fetchStatus: Fetch
  reload: () => void
}) {
  const state = useMaintenanceOverlay(scope, { fetchStatus, reload })
  useScrollLock(state.active)
  return state.active ? (
    <MaintenanceScreen message={state.message} onReload={reload} />
  ) : (
    <p data-testid="page" />
  )
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0))
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

let view: Rendered | undefined

describe('maintenance overlay in a page', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    view?.unmount()
    view = undefined
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('covers the page with the default text when the message is empty, locks scrolling, reload button reloads', async () => {
    const reload = vi.fn()
    const fetchStatus = vi.fn<Fetch>(() =>
      Promise.resolve({ active: true, message: '  ', pollMs: 1000 }),
    )
    view = render(<Harness scope="general" fetchStatus={fetchStatus} reload={reload} />)
    await flush()
    const overlay = view.byTestId('maintenance-overlay')
    expect(overlay).not.toBeNull()
    expect(overlay?.textContent).toContain('Maintenance')
    expect(view.byTestId('maintenance-message')?.textContent).toBe(
      'Maintenance work is under way. Please try again later.',
    )
    expect(document.body.style.overflow).toBe('hidden')
    act(() => overlay?.querySelector('button')?.click())
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("shows the server's message and unlocks scrolling when it unmounts", async () => {
    const fetchStatus = vi.fn<Fetch>(() =>
      Promise.resolve({ active: true, message: 'Back at 18:00' }),
    )
    view = render(<Harness scope="buy" fetchStatus={fetchStatus} reload={vi.fn()} />)
    await flush()
    expect(fetchStatus).toHaveBeenCalledWith('buy', expect.any(AbortSignal))
    expect(view.byTestId('maintenance-message')?.textContent).toBe('Back at 18:00')
    view.unmount()
    view = undefined
    expect(document.body.style.overflow).toBe('')
  })

  it('reloads the page once maintenance is over', async () => {
    const answers: PolledStatus[] = [
      { active: true, message: 'x', pollMs: 1000 },
      { active: false, message: '', pollMs: 1000 },
    ]
    const fetchStatus = vi.fn<Fetch>(() =>
      Promise.resolve(answers.shift() ?? { active: false, message: '' }),
    )
    const reload = vi.fn()
    view = render(<Harness scope="general" fetchStatus={fetchStatus} reload={reload} />)
    await flush()
    expect(view.byTestId('maintenance-overlay')).not.toBeNull()
    expect(reload).not.toHaveBeenCalled()
    await advance(1000)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('shows no overlay and logs when the status cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fetchStatus = vi.fn<Fetch>(() => Promise.reject(new Error('offline')))
    view = render(<Harness scope="general" fetchStatus={fetchStatus} reload={vi.fn()} />)
    await flush()
    expect(view.byTestId('maintenance-overlay')).toBeNull()
    expect(view.byTestId('page')).not.toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('checks again at once when the app regains focus', async () => {
    const fetchStatus = vi.fn<Fetch>(() =>
      Promise.resolve({ active: false, message: '', pollMs: 30_000 }),
    )
    view = render(<Harness scope="general" fetchStatus={fetchStatus} reload={vi.fn()} />)
    await flush()
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    await flush()
    expect(fetchStatus).toHaveBeenCalledTimes(2)
  })

  it('never asks on the admin pages', async () => {
    const fetchStatus = vi.fn<Fetch>(() => Promise.resolve({ active: true, message: 'x' }))
    view = render(<Harness scope={null} fetchStatus={fetchStatus} reload={vi.fn()} />)
    await advance(60_000)
    expect(fetchStatus).not.toHaveBeenCalled()
    expect(view.byTestId('maintenance-overlay')).toBeNull()
  })
})
