// The money schemas. Kept apart from ./money.ts, which the client's first route imports for its
// formatting and cent arithmetic without building any schema.
import { z } from 'zod/mini'
import { hasWholeCents } from './money'

/** A USD amount with at most 2 decimal places, as JSON carries it (`10.48`). */
export const usd = z.number().check(z.refine(hasWholeCents, 'must have at most 2 decimal places'))

/** A price or credit an admin sets: more than zero, at most a million. */
export const positiveUsd = usd.check(
  z.refine((v) => v > 0, 'must be greater than 0'),
  z.refine((v) => v <= 1_000_000, 'must be at most 1000000'),
)
