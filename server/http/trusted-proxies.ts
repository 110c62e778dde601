// TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, as exact addresses or CIDR
// blocks. Nothing is trusted by default, not even private or loopback peers: on a shared network
// anyone could be such a peer and write any X-Forwarded-For they like.
import { BlockList, isIP } from 'node:net'

/** `::ffff:10.0.0.1` (how Node reports IPv4 peers on a dual-stack socket) → `10.0.0.1`. */
export const normalizeAddress = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4')

export function isAddressOrCidr(entry: string): boolean {
  const [addr, prefix, extra] = entry.split('/')
  if (!addr || extra !== undefined || isIP(addr) === 0) return false
  if (prefix === undefined) return true
  const max = isIP(addr) === 6 ? 128 : 32
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max
}

export interface TrustedProxies {
  has(ip: string): boolean
}

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [addr = '', prefix] = entry.split('/')
    if (prefix === undefined) list.addAddress(addr, family(addr))
    else list.addSubnet(addr, Number(prefix), family(addr))
  }
  return {
    has(ip) {
      const addr = normalizeAddress(ip)
      return entries.length > 0 && isIP(addr) !== 0 && list.check(addr, family(addr))
    },
  }
}
