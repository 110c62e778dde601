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
