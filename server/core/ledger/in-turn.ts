// One user's money flows run one at a time in this process. They would be serialised anyway by the
// user's row lock, but a flow waiting on that lock inside PostgreSQL holds one of the pool's
// connections while it waits: a burst of checkouts from one user (a double-tapping client, a
// script) would hold the whole pool and leave every other user's requests queued behind it, shed
// with 503 once the pool's wait runs out. In turn, the waiting happens here, where it costs nothing.
// Other processes still meet at the row lock, which is what keeps the money right. A flow must not
// start another flow of the same user inside it: that one would wait for the flow that waits for it.
import type { Db } from '../../db/client'
import { perDatabase } from '../../db/prepared'

/** Per user, the end of the last flow that came. */
const turnsOf = perDatabase(() => new Map<number, Promise<void>>())

export async function inTurn<T>(db: Db, userId: number, flow: () => Promise<T>): Promise<T> {
  const queue = turnsOf(db)
  const previous = queue.get(userId) ?? Promise.resolve()
  const run = previous.then(flow)
  const done = run.then(
    () => undefined,
    () => undefined,
  )
  queue.set(userId, done)
  try {
    return await run
  } finally {
    // The last flow in the queue takes the queue away with it.
    if (queue.get(userId) === done) queue.delete(userId)
  }
}
