// Names the sandbox registrar answers predictably: free ones to buy and taken ones to be refused.
import { isTakenAtRegistry } from '../../server/providers/registrar/sandbox-catalog'

/** A sandbox name that is free at the registry (the sandbox marks ~20% of names taken by hash). */
export function freeName(prefix: string, tld = 'com', skip = 0): string {
  let found = 0
  for (let i = 0; ; i += 1) {
    const label = `${prefix}${i}`
    if (!isTakenAtRegistry(label, `${label}.${tld}`) && found++ === skip) return `${label}.${tld}`
  }
}

/** A sandbox name the registry reports as taken. */
export function takenName(prefix: string, tld = 'com'): string {
  for (let i = 0; ; i += 1) {
    const label = `${prefix}${i}`
    if (label.length >= 3 && isTakenAtRegistry(label, `${label}.${tld}`)) return `${label}.${tld}`
  }
}
