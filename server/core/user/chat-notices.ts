// Whether the bot's chat notices reach a user. Telegram lets a bot write first only to a user who
// started it or granted the Mini App write access; nothing tells the bot when that changes, so the
// state is pieced together from what each side reports (the column users.chat_notices):
//   Telegram's word wins: the bot's /start and a delivered notice mean `allowed`, a notice refused
//   with 403 (blocked, or "can't initiate conversation") means `blocked`;
//   the app's word (init data's allows_write_to_pm, the answer to requestWriteAccess) sets
//   `allowed` or `refused`, but never lifts `blocked`: only Telegram knows it was undone.
import { and, eq, ne, sql } from 'drizzle-orm'
import { chatNoticeState, type ChatNoticeState, type ChatNotices } from '@contract/user'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

export type ChatNoticeEvidence =
  /** The bot received /start from the user. */
  | 'started'
  /** A notice reached the user's chat. */
  | 'delivered'
  /** Telegram refused a notice with 403. */
  | 'undeliverable'
  /** The launch's init data says the user allows the bot to write (allows_write_to_pm). */
  | 'launch_allows'
  /** The user answered the app's write access request. */
  | 'asked_allowed'
  | 'asked_cancelled'

const outcome: Record<ChatNoticeEvidence, ChatNoticeState> = {
  started: 'allowed',
  delivered: 'allowed',
  undeliverable: 'blocked',
  launch_allows: 'allowed',
  asked_allowed: 'allowed',
  asked_cancelled: 'refused',
}

/** Evidence from Telegram itself: it may lift a `blocked`. */
const fromTelegram = new Set<ChatNoticeEvidence>(['started', 'delivered', 'undeliverable'])

export const presentChatNotices = (row: {
  chatNotices: string
  chatNoticesAt: Date | null
}): ChatNotices => ({
  // The column's CHECK allows only the four states; anything else would read as not known.
  state: chatNoticeState.safeParse(row.chatNotices).data ?? 'unknown',
  updated_at: row.chatNoticesAt?.toISOString() ?? null,
})

/**
 * Records what was learnt about the user's chat; one conditional UPDATE, so a notice delivered to
 * a chat already `allowed` writes nothing. Returns the state now (undefined: no such user).
 */
export async function recordChatNotices(
  db: Db,
  userId: number,
  evidence: ChatNoticeEvidence,
): Promise<ChatNotices | undefined> {
  const next = outcome[evidence]
  const [changed] = await db
    .update(users)
    .set({ chatNotices: next, chatNoticesAt: sql`now()` })
    .where(
      and(
        eq(users.tgId, userId),
        ne(users.chatNotices, next),
        fromTelegram.has(evidence) ? undefined : ne(users.chatNotices, 'blocked'),
      ),
    )
    .returning({ chatNotices: users.chatNotices, chatNoticesAt: users.chatNoticesAt })
  if (changed) return presentChatNotices(changed)
  return readChatNotices(db, userId)
}

export async function readChatNotices(db: Db, userId: number): Promise<ChatNotices | undefined> {
  const [row] = await db
    .select({ chatNotices: users.chatNotices, chatNoticesAt: users.chatNoticesAt })
    .from(users)
    .where(eq(users.tgId, userId))
  return row && presentChatNotices(row)
}
