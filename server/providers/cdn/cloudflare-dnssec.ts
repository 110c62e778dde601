// DNSSEC of a Cloudflare zone (DNS → DNSSEC: GET, PATCH {status} on /zones/{zone_id}/dnssec). After
// `active` is asked for, Cloudflare reports `pending` with the DS record until it sees the DS at the
// parent, then `active`; `disabled` turns signing off.
import type Cloudflare from 'cloudflare'
import type { DNSSEC } from 'cloudflare/resources/dns/dnssec/dnssec'
import type { CdnDnssec, CdnDnssecState } from '../registrar-controls'

const toState = (d: DNSSEC): CdnDnssecState => {
  const status = d.status === 'active' ? 'active' : d.status === 'pending' ? 'pending' : 'off'
  if (status === 'off' || !d.digest || d.key_tag == null) return { status }
  return {
    status,
    ds: {
      keyTag: d.key_tag,
      algorithm: Number(d.algorithm ?? 13),
      digestType: Number(d.digest_type ?? 2),
      digest: d.digest,
    },
  }
}

export function createCloudflareDnssec(
  client: Cloudflare,
  zoneCall: <T>(what: string, fn: () => Promise<T>) => Promise<T>,
): CdnDnssec {
  return {
    getDnssec: async (zoneId) =>
      toState(await zoneCall('read dnssec', () => client.dns.dnssec.get({ zone_id: zoneId }))),
    enableDnssec: async (zoneId) =>
      toState(
        await zoneCall('enable dnssec', () =>
          client.dns.dnssec.edit({ zone_id: zoneId, status: 'active' }),
        ),
      ),
    async disableDnssec(zoneId) {
      await zoneCall('disable dnssec', () =>
        client.dns.dnssec.edit({ zone_id: zoneId, status: 'disabled' }),
      )
    },
  }
}
