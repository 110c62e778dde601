// Demo mode: the demo user starts with $100 so a newcomer can buy at once. Booked through the ledger
// under one fixed reference, so restarts never add it again.
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { credit } from '../ledger/ledger'

export const DEMO_DEPOSIT_CENTS = 100_00

export async function grantDemoDeposit(
  db: Db,
  user: { id: number; first_name: string; username?: string; language_code?: string },
): Promise<boolean> {
  await db
    .insert(users)
    .values({
      tgId: user.id,
      firstName: user.first_name,
      username: user.username ?? null,
      languageCode: user.language_code ?? 'en',
    })
    .onConflictDoNothing()
  const booked = await credit(db, 'deposit', {
    userId: user.id,
    amountCents: DEMO_DEPOSIT_CENTS,
    description: 'Demo deposit',
    text: { kind: 'demo_deposit', params: {} },
    reference: 'demo-deposit',
  })
  return booked.booked
}
