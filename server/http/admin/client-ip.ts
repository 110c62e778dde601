// The caller's address, for rate limits and the audit log. The direct peer is the caller unless it is
// a reverse proxy named in TRUST_PROXY; then X-Forwarded-For is read from the right, skipping our
// own proxies, and the first address that is not one of them is the client (everything left of it
// could have been written by the client itself).
import type { Context } from 'hono'
import { isIP } from 'node:net'
import { normalizeAddress, type TrustedProxies } from '../trusted-proxies'

function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const ip = env?.incoming?.socket?.remoteAddress
  return ip ? normalizeAddress(ip) : undefined
}

/** True when the request reached us through one of our own reverse proxies (TRUST_PROXY). */
export const viaTrustedProxy = (c: Context, trusted: TrustedProxies): boolean =>
  trusted.has(peerAddress(c) ?? '')

export function clientIp(c: Context, trusted: TrustedProxies): string {
  // In-process calls (tests) have no socket: one shared, clearly named address.
  const peer = peerAddress(c) ?? 'unknown'
  if (!trusted.has(peer)) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normalizeAddress(s.trim()))
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const ip = forwarded[i] ?? ''
    // A malformed hop cannot be told apart from a forged one: stop at the last trusted proxy.
    if (isIP(ip) === 0) return peer
    if (!trusted.has(ip)) return ip
  }
  return peer
}
