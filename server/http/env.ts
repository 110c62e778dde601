import type { Logger } from '../logger'
import type { UserRow } from '../core/user/users'
import type { KeyRow } from '../core/ledger/idempotency'
import type { IdempotentAnswer } from './middleware/idempotency'

export type { UserRow }

export interface AdminIdentity {
  /** `tg:<id>` for a Telegram admin, `token` for the ADMIN_TOKEN holder, `session:<actor>`. */
  actor: string
}

export interface AppEnv {
  Variables: {
    requestId: string
    log: Logger
    jsonBody: unknown
    user: UserRow
    admin: AdminIdentity
    /** Scope for idempotency keys: a user id, the admin actor, or `public`. */
    idempotencyScope: string
    /** The write's Idempotency-Key row as read with the signed-in user (null: it has none). */
    keyRead: { scope: string; key: string; row: KeyRow | null }
    /** Set on money calls: their Idempotency-Key answer is written in the effect's transaction. */
    moneyCall: boolean
    /** On a money call with a key: what the flow runs inside its transaction for that key. */
    idempotentAnswer: IdempotentAnswer
    /** The app is served over https (PUBLIC_URL): cookies are Secure whatever the request says. */
    httpsOnly: boolean
  }
}
