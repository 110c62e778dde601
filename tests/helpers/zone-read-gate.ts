// Holds a zone's read (the CDN's list of its records) until the test lets it go, so a race between
// two changes of one domain can be put in a chosen order instead of left to timing.
import type { Cdn } from '../../server/providers/types'

/** Holds the answer of the next read of a zone's records until `release`; `begun` when read. */
export function zoneReadGate() {
  let armed: { reached: () => void; until: Promise<void> } | undefined
  const wrap = (cdn: Cdn): Cdn => ({
    ...cdn,
    listDnsRecords: async (zoneId) => {
      const hold = armed
      armed = undefined
      const answer = await cdn.listDnsRecords(zoneId)
      if (hold) {
        hold.reached()
        await hold.until
      }
      return answer
    },
  })
  const arm = () => {
    let release = () => {}
    let reached = () => {}
    const until = new Promise<void>((r) => (release = r))
    const begun = new Promise<void>((r) => (reached = r))
    armed = { reached, until }
    return { begun, release }
  }
  return { wrap, arm }
}
