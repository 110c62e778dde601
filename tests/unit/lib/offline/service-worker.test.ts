import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchServiceWorker } from '@/lib/offline/service-worker'

/** A navigator.serviceWorker whose register() answers with `registration`. */
function stubContainer(registration: unknown, controller: unknown = {}) {
  const register = vi.fn(() => Promise.resolve(registration))
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller } })
  return register
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reports a worker already waiting behind the one in control', async () => {
    const waiting = { state: 'installed' }
    const register = stubContainer({ waiting, addEventListener: vi.fn() })
    const onWaiting = vi.fn()
    const stop = watchServiceWorker(onWaiting)
    await settle()
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    expect(onWaiting).toHaveBeenCalledWith(waiting)
    stop()
  })

  it('reports nothing on the very first install, with no worker in control', async () => {
    stubContainer({ waiting: { state: 'installed' }, addEventListener: vi.fn() }, null)
    const onWaiting = vi.fn()
    const stop = watchServiceWorker(onWaiting)
    await settle()
    expect(onWaiting).not.toHaveBeenCalled()
    stop()
  })

  it('takes a registration that resolves with nothing (a blocked worker) without an error', async () => {
    stubContainer(undefined)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const stop = watchServiceWorker(vi.fn())
      await settle()
      await settle()
      stop()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
    expect(unhandled).not.toHaveBeenCalled()
  })
})
