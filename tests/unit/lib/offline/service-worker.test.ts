// The update prompt's side of the service worker, through workbox-window against a fake
// navigator.serviceWorker that plays the browser's part: registration, `updatefound`, a worker's
// state changes and the controller changing hands.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchServiceWorker, type WaitingVersion } from '@/lib/offline/service-worker'
import { SKIP_WAITING } from '../../../../sw/rules'

const SCRIPT = new URL('/sw.js', location.href).href

/** A service worker as the page sees it: its state changes, the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = []
  constructor(
    public state: ServiceWorkerState,
    public scriptURL = SCRIPT,
  ) {
    super()
  }
  postMessage(data: unknown, transfer: MessagePort[] = []) {
    this.messages.push(data)
    for (const port of transfer) port.close()
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
  /** The browser found a new script: it starts installing. */
  found(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

/** navigator.serviceWorker whose register() answers with `registration`; `controller` in control. */
function stubContainer(registration: unknown, controller: FakeWorker | null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(() => Promise.resolve(registration)),
  })
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container })
  return container
}

/** Past workbox-window's wait (200 ms) before it calls an installed worker waiting. */
const pastWaitingDelay = () => new Promise((resolve) => setTimeout(resolve, 400))

describe('watchServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('reports a worker already waiting behind the one in control', async () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    registration.waiting = new FakeWorker('installed')
    const container = stubContainer(registration, registration.active)
    const onWaiting = vi.fn()
    const stop = watchServiceWorker(onWaiting)
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalledOnce())
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    stop()
  })

  it('reports a new version once it waits; accepting asks it to take over, then reloads', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, href: location.href, reload })
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    const container = stubContainer(registration, registration.active)
    const versions: WaitingVersion[] = []
    const stop = watchServiceWorker((version) => versions.push(version))
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled())
    await Promise.resolve()

    const next = new FakeWorker('installing')
    registration.found(next)
    next.moveTo('installed')
    registration.installing = null
    registration.waiting = next
    await pastWaitingDelay()
    expect(versions).toHaveLength(1)

    versions[0]?.activate()
    // The message sw/sw.ts answers with skipWaiting().
    expect(next.messages).toEqual([{ type: SKIP_WAITING }])
    expect(reload).not.toHaveBeenCalled()
    container.controller = next
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
    stop()
  })

  it('reports nothing on the very first install, with no worker in control', async () => {
    const registration = new FakeRegistration()
    const container = stubContainer(registration, null)
    const onWaiting = vi.fn()
    const stop = watchServiceWorker(onWaiting)
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled())
    await Promise.resolve()

    const first = new FakeWorker('installing')
    registration.found(first)
    first.moveTo('installed')
    // Nothing to wait behind: it activates at once.
    registration.installing = null
    registration.active = first
    first.moveTo('activating')
    first.moveTo('activated')
    await pastWaitingDelay()
    expect(onWaiting).not.toHaveBeenCalled()
    stop()
  })

  it('reports nothing for a worker left waiting behind one that no longer controls the page', async () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    registration.waiting = new FakeWorker('installed')
    const container = stubContainer(registration, null)
    const onWaiting = vi.fn()
    const stop = watchServiceWorker(onWaiting)
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled())
    await pastWaitingDelay()
    expect(onWaiting).not.toHaveBeenCalled()
    stop()
  })

  it('takes a registration that resolves with nothing (a blocked worker) without an error', async () => {
    const container = stubContainer(undefined, null)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const stop = watchServiceWorker(vi.fn())
      await vi.waitFor(() => expect(container.register).toHaveBeenCalled())
      await pastWaitingDelay()
      stop()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
    expect(unhandled).not.toHaveBeenCalled()
  })
})
