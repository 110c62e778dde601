import pino from 'pino'

export type Logger = pino.Logger

// Values no log line may carry. The bot token is one: it sits in every Bot API URL, and a network
// error from grammY can quote that URL. Redacting the written line catches it wherever it hides
// (a message, a stack, a nested cause) without each call site having to remember.
const secrets = new Set<string>()

/** Replaces `secret` with [redacted] in every line any logger writes from now on. */
export function redactInLogs(secret: string) {
  if (secret.length < 8) return
  secrets.add(secret)
  secrets.add(encodeURIComponent(secret))
  secrets.add(JSON.stringify(secret).slice(1, -1))
}

export function redactSecrets(text: string): string {
  let out = text
  for (const s of secrets) out = out.replaceAll(s, '[redacted]')
  return out
}

/** The level comes from the config (LOG_LEVEL): only server/config.ts reads the environment. */
export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: { streamWrite: redactSecrets },
  }
  return destination ? pino(options, destination) : pino(options)
}

interface LazyHolder {
  parent: Logger
  bindings: Record<string, unknown>
  child?: Logger
}

// One handler for every request's logger: nothing is made per request but the holder and its proxy.
const lazyHandler: ProxyHandler<LazyHolder> = {
  get(holder, prop) {
    const target = (holder.child ??= holder.parent.child(holder.bindings))
    const value: unknown = Reflect.get(target, prop, target)
    return typeof value === 'function'
      ? (value as (...args: unknown[]) => unknown).bind(target)
      : value
  },
  set(holder, prop, value) {
    return Reflect.set((holder.child ??= holder.parent.child(holder.bindings)), prop, value)
  },
}

/**
 * A child of `parent` with `bindings`, made only when first used. Most requests log nothing but
 * their access line, and pino serialises a child's bindings when it is made.
 */
export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  return new Proxy<LazyHolder>({ parent, bindings }, lazyHandler) as unknown as Logger
}
