// WHOIS privacy, the transfer lock and the auth code of a domain the user owns. The registrar is the
// truth; what it last said is kept in `domain_controls`, so the domain page still shows the last known
// values (marked as such) while the registrar cannot be reached.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domainControls } from '../../db/schema'
import type { RegistrarControlState, RegistrarControls } from '../../providers/registrar-controls'
import { ProviderError, type Registrar } from '../../providers/types'
import { findOwnedDomain } from '../dns/dns'

export type ControlsRow = typeof domainControls.$inferSelect

export interface ControlsView {
  privacyEnabled: boolean
  locked: boolean
  transferLockExpiresAt: Date | null
  dnssec: ControlsRow['dnssec']
  /** Why the last DNSSEC change failed (with enable_failed / disable_failed). */
  dnssecError: string | null
  ds: ControlsRow['ds']
  /** Set when the registrar could not be asked: the values are as of then. */
  staleSince?: Date
}

/** A request the domain's state does not allow, for the user to read. */
export class ControlsRefusal extends Error {
  constructor(
    readonly reason: 'not_registered' | 'unsupported' | 'transfer_locked' | 'locked',
    message: string,
    readonly until?: Date,
  ) {
    super(message)
  }
}

/** The registrar's capability, or a refusal naming what it cannot do. */
export function capability<K extends keyof RegistrarControls>(
  registrar: Registrar,
  name: K,
): RegistrarControls[K] {
  const fn = registrar[name]
  if (!fn) throw new ControlsRefusal('unsupported', `The registrar does not support ${name}`)
  return fn.bind(registrar) as RegistrarControls[K]
}

/** The caller's domain, once the registrar holds it (not while it is still being registered). */
export async function registeredDomain(db: Db, userId: number, domain: string) {
  const row = await findOwnedDomain(db, userId, domain)
  if (row.status === 'registering')
    throw new ControlsRefusal('not_registered', `${row.domain} is still being registered`)
  return row
}

export async function loadControls(db: Db, domainId: number): Promise<ControlsRow | undefined> {
  const [row] = await db.select().from(domainControls).where(eq(domainControls.domainId, domainId))
  return row
}

export async function saveControls(
  db: Db,
  domainId: number,
  set: Partial<Omit<ControlsRow, 'domainId'>>,
): Promise<ControlsRow> {
  const values = { ...set, updatedAt: new Date() }
  const [row] = await db
    .insert(domainControls)
    .values({ domainId, ...values })
    .onConflictDoUpdate({ target: domainControls.domainId, set: values })
    .returning()
  if (!row) throw new Error('domain_controls: nothing saved')
  return row
}

const fromState = (s: RegistrarControlState) => ({
  privacyEnabled: s.privacyEnabled,
  locked: s.locked,
  transferLockExpiresAt: s.transferLockExpiresAt,
  readAt: new Date(),
})

export const present = (row: ControlsRow | undefined, staleSince?: Date): ControlsView => ({
  privacyEnabled: row?.privacyEnabled ?? true,
  locked: row?.locked ?? true,
  transferLockExpiresAt: row?.transferLockExpiresAt ?? null,
  dnssec: row?.dnssec ?? 'off',
  dnssecError: row?.dnssecError ?? null,
  ds: row?.ds ?? null,
  ...(staleSince ? { staleSince } : {}),
})

export async function readControls(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
): Promise<ControlsView> {
  const row = await registeredDomain(db, userId, domain)
  try {
    const state = await capability(registrar, 'controlState')(row.domain)
    return present(await saveControls(db, row.id, fromState(state)))
  } catch (err) {
    if (!(err instanceof ProviderError) || !err.retryable) throw err
    const known = await loadControls(db, row.id)
    return present(known, known?.readAt ?? row.updatedAt)
  }
}

export async function changePrivacy(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
  enabled: boolean,
): Promise<ControlsView> {
  const row = await registeredDomain(db, userId, domain)
  const state = await capability(registrar, 'setPrivacy')(row.domain, enabled)
  return present(await saveControls(db, row.id, fromState(state)))
}

export async function changeLock(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
  locked: boolean,
): Promise<ControlsView> {
  const row = await registeredDomain(db, userId, domain)
  try {
    const state = await capability(registrar, 'setLock')(row.domain, locked)
    return present(await saveControls(db, row.id, fromState(state)))
  } catch (err) {
    if (err instanceof ProviderError && err.code === 'transfer_locked') {
      const known = await capability(registrar, 'controlState')(row.domain)
      await saveControls(db, row.id, fromState(known))
      throw new ControlsRefusal(
        'transfer_locked',
        'The registry does not allow a transfer yet',
        known.transferLockExpiresAt ?? undefined,
      )
    }
    throw err
  }
}

/** The auth code, only for an unlocked domain (a locked one could not be transferred with it). */
export async function revealAuthCode(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
): Promise<string> {
  const row = await registeredDomain(db, userId, domain)
  const state = await capability(registrar, 'controlState')(row.domain)
  await saveControls(db, row.id, fromState(state))
  if (state.locked)
    throw new ControlsRefusal('locked', 'Unlock the domain before asking for its auth code')
  return capability(registrar, 'authCode')(row.domain)
}
