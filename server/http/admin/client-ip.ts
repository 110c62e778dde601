// The caller's address for rate limiting. X-Forwarded-For is only believed when the direct peer is a
// private or loopback address (a proxy in front of us); then the right-most address that is not
// private is the client, since everything left of it could have been written by the client itself.
import type { Context } from 'hono'

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe80:/i,
  /^::ffff:(127|10|192\.168)\./,
]

export const isPrivateAddress = (ip: string) => PRIVATE.some((re) => re.test(ip))

function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

export function clientIp(c: Context): string {
  const peer = peerAddress(c)
  if (peer && !isPrivateAddress(peer)) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const ip = forwarded[i]
    if (ip && !isPrivateAddress(ip)) return ip.slice(0, 64)
  }
  return forwarded[0] ?? peer ?? 'local'
}
