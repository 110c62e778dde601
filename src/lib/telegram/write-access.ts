// The bot writes to the user about what the app started (a purchase's outcome, the top-up menu),
// which Telegram allows only once the user has let it (Bot API 6.9+). Asked once per user: the
// answer, either way, is kept, and nothing waits for it but the one call that is that message.
import { readLaunchParams } from './launch-params'
import { webApp } from './web-app'

export type WriteAccess = 'allowed' | 'cancelled'

const key = (userId: number) => `write_access:${userId}`

function remembered(userId: number): WriteAccess | undefined {
  try {
    const value = localStorage.getItem(key(userId))
    return value === 'allowed' || value === 'cancelled' ? value : undefined
  } catch {
    return undefined
  }
}

function remember(userId: number, answer: WriteAccess) {
  try {
    localStorage.setItem(key(userId), answer)
  } catch {
    // Without storage the question may come again next launch; nothing else is lost.
  }
}

let asking: Promise<WriteAccess | undefined> | undefined

/**
 * Whether the bot may write to the user, asking Telegram the first time. Undefined when it cannot
 * be known here (outside Telegram, an older client): the bot tries anyway and the server copes.
 */
export function askWriteAccessOnce(): Promise<WriteAccess | undefined> {
  const user = readLaunchParams().user
  const tg = webApp()
  if (!user || !tg) return Promise.resolve(undefined)
  if (tg.initDataUnsafe.user?.allows_write_to_pm) return Promise.resolve('allowed')
  const known = remembered(user.id)
  if (known) return Promise.resolve(known)
  if (!tg.isVersionAtLeast('6.9')) return Promise.resolve(undefined)
  asking ??= new Promise<WriteAccess | undefined>((resolve) => {
    try {
      tg.requestWriteAccess((allowed) => {
        const answer = allowed ? 'allowed' : 'cancelled'
        remember(user.id, answer)
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
