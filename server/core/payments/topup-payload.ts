// The invoice payload of a Stars top-up: who pays, the USD cents credited, the Stars asked, and an
// HMAC over all three. Signing rather than recomputing the price at pre-checkout: an invoice keeps
// the price it was issued at (a rate change does not strand a link the user is looking at), and no
// payload we did not sign can be paid at any price. The key is derived from the bot token, so every
// process of one deployment shares it without another secret to configure. Older unsigned payloads
// are refused: nothing but our own pre-checkout could have approved them, and that check is exactly
// what they fail.
import { TOPUP_AMOUNTS_CENTS } from '@contract/payments'
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface TopupPayload {
  userId: number
  amountCents: number
  stars: number
}

export type PayloadKey = Buffer & { readonly __payloadKey: true }

export const topupPayloadKey = (botToken: string) =>
  createHmac('sha256', botToken).update('stars-topup-payload/v1').digest() as PayloadKey

// 16 bytes of HMAC-SHA256 (22 base64url characters): the whole payload stays under 70 bytes, well
// inside Telegram's 128-byte limit.
const sign = (key: PayloadKey, body: string) =>
  createHmac('sha256', key).update(body).digest().subarray(0, 16)

export function encodeTopupPayload(p: TopupPayload, key: PayloadKey): string {
  const body = `topup:${p.userId}:${p.amountCents}:${p.stars}`
  return `${body}:${sign(key, body).toString('base64url')}`
}

export function parseTopupPayload(payload: string, key: PayloadKey): TopupPayload | null {
  const m = /^(topup:(\d{1,15}):(\d{1,9}):(\d{1,9})):([\w-]{22})$/.exec(payload)
  if (!m) return null
  const given = Buffer.from(m[5] ?? '', 'base64url')
  const expected = sign(key, m[1] ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [userId, amountCents, stars] = [Number(m[2]), Number(m[3]), Number(m[4])]
  if (!(TOPUP_AMOUNTS_CENTS as readonly number[]).includes(amountCents) || stars <= 0) return null
  return { userId, amountCents, stars }
}
