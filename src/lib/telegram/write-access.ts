// The bot writes to the user about what the app started (a purchase's outcome, the top-up menu,
// renewal reminders, watched names), which Telegram allows only once the user has let it (Bot API
// 6.9+). Asked once per user: the answer, either way, is kept on the device and told to the server
// (which keeps whether notices reach the user, also from what Telegram and the bot see), and
// nothing waits for it but the one call that is that message.
import { cachedChatNotices, reportWriteAccess } from '../chat-notices'
import { readLaunchParams } from './launch-params'
import { webApp } from './web-app'

export type WriteAccess = 'allowed' | 'cancelled'

const key = (userId: number) => `write_access:${userId}`
const reportedKey = (userId: number) => `write_access_reported:${userId}`

function read(storageKey: string): WriteAccess | undefined {
  try {
    const value = localStorage.getItem(storageKey)
    return value === 'allowed' || value === 'cancelled' ? value : undefined
  } catch {
    return undefined
  }
}

function write(storageKey: string, answer: WriteAccess) {
  try {
    localStorage.setItem(storageKey, answer)
  } catch {
    // Without storage the question may come again next launch; nothing else is lost.
  }
}

let reporting: WriteAccess | undefined

/** Tells the server, once per answer: one that could not be sent goes with the next question. */
function report(userId: number, answer: WriteAccess) {
  if (reporting === answer || read(reportedKey(userId)) === answer) return
  reporting = answer
  void reportWriteAccess(answer).then((sent) => {
    if (sent) write(reportedKey(userId), answer)
    if (reporting === answer) reporting = undefined
  })
}

/** What the server knows already: a state it holds is an answer, wherever it came from. */
function serverAnswer(): WriteAccess | undefined {
  const state = cachedChatNotices()?.state
  if (state === 'allowed') return 'allowed'
  // A refusal, or Telegram refusing the bot's notices (the question would not change that).
  if (state === 'refused' || state === 'blocked') return 'cancelled'
  return undefined
}

let asking: Promise<WriteAccess | undefined> | undefined

function ask(userId: number, tg: NonNullable<ReturnType<typeof webApp>>) {
  asking ??= new Promise<WriteAccess | undefined>((resolve) => {
    try {
      tg.requestWriteAccess((allowed) => {
        const answer = allowed ? 'allowed' : 'cancelled'
        write(key(userId), answer)
        report(userId, answer)
        resolve(answer)
      })
    } catch {
      resolve(undefined)
    }
  }).finally(() => {
    asking = undefined
  })
  return asking
}

/** The user and a client that can ask (6.9+); undefined outside Telegram or on an older one. */
function asker() {
  const user = readLaunchParams().user
  const tg = webApp()
  return user && tg ? { user, tg } : undefined
}

/**
 * Whether the bot may write to the user, asking Telegram the first time. Undefined when it cannot
 * be known here (outside Telegram, an older client): the bot tries anyway and the server copes.
 */
export function askWriteAccessOnce(): Promise<WriteAccess | undefined> {
  const client = asker()
  if (!client) return Promise.resolve(undefined)
  const { user, tg } = client
  if (tg.initDataUnsafe.user?.allows_write_to_pm) return Promise.resolve('allowed')
  const known = read(key(user.id))
  if (known) {
    report(user.id, known)
    return Promise.resolve(known)
  }
  const held = serverAnswer()
  if (held) return Promise.resolve(held)
  if (!tg.isVersionAtLeast('6.9')) return Promise.resolve(undefined)
  return ask(user.id, tg)
}

/** Asks again whatever was answered before: the user chose to (the profile's button). */
export function askWriteAccessAgain(): Promise<WriteAccess | undefined> {
  const client = asker()
  if (!client || !client.tg.isVersionAtLeast('6.9')) return Promise.resolve(undefined)
  return ask(client.user.id, client.tg)
}

/** Whether this client can show Telegram's write access question. */
export const canAskWriteAccess = (): boolean => asker()?.tg.isVersionAtLeast('6.9') === true
