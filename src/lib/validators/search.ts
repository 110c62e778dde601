// A route's `validateSearch` from a validator: the router takes a zod schema as it is, but a
// validator compiled for the first route (contract/first-route.ts) offers only `safeParse`.
import type { Validator } from '@contract/validator'

export const searchFrom =
  <T>(validator: Validator<T>) =>
  (raw: Record<string, unknown>): T => {
    const parsed = validator.safeParse(raw)
    if (!parsed.success) throw new Error('Invalid search parameters')
    return parsed.data
  }
