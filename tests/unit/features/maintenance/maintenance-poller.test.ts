import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createMaintenancePoller,
  DEFAULT_POLL_MS,
  type OverlayState,
  type PolledStatus,
} from '@/features/maintenance/maintenance-poller'

type Answer = PolledStatus | Error

function setup(answers: Answer[], defaultIntervalMs?: number) {
  const queue = [...answers]
  const fetchStatus = vi.fn((_signal: AbortSignal) => {
    const next = queue.length > 1 ? queue.shift() : queue[0]
    if (!next) return Promise.reject(new Error('no answer'))
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
  })
  const states: OverlayState[] = []
  const reload = vi.fn()
  const log = vi.fn()
  const poller = createMaintenancePoller({
    fetchStatus,
    onChange: (s) => states.push(s),
    reload,
    log,
    defaultIntervalMs,
  })
  return { poller, fetchStatus, states, reload, log, queue }
}

const on = (message = '', pollMs?: number): PolledStatus => ({ active: true, message, pollMs })
const off = (pollMs?: number): PolledStatus => ({ active: false, message: '', pollMs })

describe('maintenance poller', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('checks at once on start and shows the overlay with the server message', async () => {
    const t = setup([on('Back at 5')])
    t.poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.fetchStatus).toHaveBeenCalledTimes(1)
    expect(t.states).toEqual([{ active: true, message: 'Back at 5' }])
    t.poller.stop()
  })

  it('polls every 30 s when the server gives no interval', async () => {
    const t = setup([off()])
    t.poller.start()
    await vi.advanceTimersByTimeAsync(DEFAULT_POLL_MS - 1)
    expect(t.fetchStatus).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.fetchStatus).toHaveBeenCalledTimes(2)
    t.poller.stop()
  })

  it("follows the server's poll_ms", async () => {
    const t = setup([off(1000)])
    t.poller.start()
    await vi.advanceTimersByTimeAsync(3000)
    expect(t.fetchStatus).toHaveBeenCalledTimes(4)
    t.poller.stop()
  })

  it('reloads the page when the overlay goes away, not before', async () => {
    const t = setup([off(1000), on('x', 1000), on('x', 1000), off(1000)])
    t.poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.states.at(-1)).toEqual({ active: false, message: '' })
    await vi.advanceTimersByTimeAsync(2000)
    expect(t.states.at(-1)).toEqual({ active: true, message: 'x' })
    expect(t.reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(t.reload).toHaveBeenCalledTimes(1)
    t.poller.stop()
  })

  it('shows no overlay and logs when the status fetch fails, and a failure does not reload', async () => {
    const boom = new Error('offline')
    const t = setup([on('x', 1000), boom, boom])
    t.poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.states.at(-1)?.active).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(t.states.at(-1)).toEqual({ active: false, message: '' })
    expect(t.log).toHaveBeenCalledWith(boom)
    expect(t.reload).not.toHaveBeenCalled()
    t.poller.stop()
  })

  it('keeps polling after a failure', async () => {
    const t = setup([new Error('offline'), on('back', 1000)], 1000)
    t.poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.states).toEqual([{ active: false, message: '' }])
    await vi.advanceTimersByTimeAsync(1000)
    expect(t.states.at(-1)).toEqual({ active: true, message: 'back' })
    t.poller.stop()
  })

  it('checks at once on demand and restarts the interval from there', async () => {
    const t = setup([off(10_000)])
    t.poller.start()
    await vi.advanceTimersByTimeAsync(6000)
    t.poller.checkNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.fetchStatus).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(9999)
    expect(t.fetchStatus).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.fetchStatus).toHaveBeenCalledTimes(3)
    t.poller.stop()
  })

  it('does not start a second request while one is in flight', async () => {
    let resolve: (s: PolledStatus) => void = () => undefined
    const fetchStatus = vi.fn(() => new Promise<PolledStatus>((r) => (resolve = r)))
    const poller = createMaintenancePoller({
      fetchStatus,
      onChange: vi.fn(),
      reload: vi.fn(),
      log: vi.fn(),
    })
    poller.start()
    poller.checkNow()
    poller.checkNow()
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    resolve(off())
    await vi.advanceTimersByTimeAsync(0)
    poller.checkNow()
    expect(fetchStatus).toHaveBeenCalledTimes(2)
    poller.stop()
  })

  it('stops polling and ignores a late answer after stop', async () => {
    let resolve: (s: PolledStatus) => void = () => undefined
    const fetchStatus = vi.fn((signal: AbortSignal) => {
      expect(signal.aborted).toBe(false)
      return new Promise<PolledStatus>((r) => (resolve = r))
    })
    const onChange = vi.fn()
    const poller = createMaintenancePoller({ fetchStatus, onChange, reload: vi.fn(), log: vi.fn() })
    poller.start()
    poller.stop()
    resolve(on('late'))
    await vi.advanceTimersByTimeAsync(DEFAULT_POLL_MS * 3)
    expect(onChange).not.toHaveBeenCalled()
    expect(fetchStatus).toHaveBeenCalledTimes(1)
  })
})
