import { createHash, timingSafeEqual } from 'node:crypto'

/** Compares secrets in time independent of where they differ (both sides hashed to equal length). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest()
  const hb = createHash('sha256').update(b).digest()
  return timingSafeEqual(ha, hb)
}
