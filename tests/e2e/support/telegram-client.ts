// Plays a Telegram client against the built app, through the documented web-events protocol
// (core.telegram.org/api/web-events): the app's methods arrive through the injected
// `window.TelegramWebviewProxy.postEvent(type, json)` as a mobile client receives them, and the
// client's events go in through `window.Telegram.WebView.receiveEvent(name, params)`. Like a real
// client it answers the app's requests for the viewport and safe areas, and asks its user (here:
// answers for them) when the app requests write access.
import { expect, type Page } from '@playwright/test'

export interface PostedEvent {
  type: string
  params: Record<string, unknown>
}

export interface ClientOptions {
  /** Height the client reports for the web view (defaults to the page's viewport). */
  viewportHeight?: number
  safeArea?: { top: number; bottom: number; left: number; right: number }
  contentSafeArea?: { top: number; bottom: number; left: number; right: number }
  /** The user's answer to `web_app_request_write_access`; `null` leaves the question open. */
  writeAccess?: 'allowed' | 'cancelled' | null
}

export class TelegramClient {
  readonly events: PostedEvent[] = []

  constructor(
    private readonly page: Page,
    private readonly options: ClientOptions = {},
  ) {}

  /** Changes how the client behaves from now on (the user's next answers). */
  configure(options: ClientOptions) {
    Object.assign(this.options, options)
  }

  /** Installs the client before any script of the app runs (call before page.goto). */
  async install() {
    await this.page.exposeFunction('__telegramClientPostEvent', (type: string, data: string) => {
      let params: Record<string, unknown> = {}
      try {
        params = (JSON.parse(data || '{}') ?? {}) as Record<string, unknown>
      } catch {
        params = { unparsable: data }
      }
      this.events.push({ type, params })
      this.answer(type)
    })
    await this.page.addInitScript(() => {
      const w = window as unknown as {
        TelegramWebviewProxy: { postEvent(type: string, data: string): void }
        __telegramClientPostEvent(type: string, data: string): Promise<void>
      }
      w.TelegramWebviewProxy = {
        postEvent: (type, data) => void w.__telegramClientPostEvent(type, data),
      }
    })
  }

  private answer(type: string) {
    const size = this.page.viewportSize()
    const height = this.options.viewportHeight ?? size?.height ?? 800
    const inset = { top: 0, bottom: 0, left: 0, right: 0 }
    if (type === 'web_app_request_viewport' || type === 'web_app_expand') {
      void this.send('viewport_changed', { height, is_expanded: true, is_state_stable: true })
    } else if (type === 'web_app_request_safe_area') {
      void this.send('safe_area_changed', this.options.safeArea ?? inset)
    } else if (type === 'web_app_request_content_safe_area') {
      void this.send('content_safe_area_changed', this.options.contentSafeArea ?? inset)
    } else if (type === 'web_app_request_write_access') {
      const status = this.options.writeAccess === undefined ? 'allowed' : this.options.writeAccess
      if (status) void this.send('write_access_requested', { status })
    }
  }

  /** Delivers a client event to the app, as Telegram does. */
  async send(name: string, params: unknown = null) {
    await this.page
      .evaluate(
        ([n, p]) => {
          const w = window as unknown as {
            Telegram?: { WebView?: { receiveEvent?: (name: string, params: unknown) => void } }
          }
          w.Telegram?.WebView?.receiveEvent?.(n, p)
        },
        [name, params] as const,
      )
      .catch(() => undefined)
  }

  of(type: string): PostedEvent[] {
    return this.events.filter((e) => e.type === type)
  }

  last(type: string): PostedEvent | undefined {
    return this.of(type).at(-1)
  }

  /** Waits until the app has posted `type` (with params matching `where`, if given). */
  async expectPosted(type: string, where: Record<string, unknown> = {}) {
    await expect
      .poll(() => this.of(type).some((e) => matches(e.params, where)), {
        message: `the app should post ${type} ${JSON.stringify(where)}; it posted: ${this.summary()}`,
      })
      .toBe(true)
  }

  /** Waits until the LAST `type` the app posted matches `where`. */
  async expectLast(type: string, where: Record<string, unknown>) {
    await expect
      .poll(() => matches(this.last(type)?.params ?? {}, where) && this.last(type) !== undefined, {
        message: `the last ${type} should match ${JSON.stringify(where)}; got ${JSON.stringify(this.last(type))}`,
      })
      .toBe(true)
  }

  summary(): string {
    return this.events.map((e) => `${e.type} ${JSON.stringify(e.params)}`).join('\n')
  }
}

function matches(params: Record<string, unknown>, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([k, v]) => JSON.stringify(params[k]) === JSON.stringify(v))
}
