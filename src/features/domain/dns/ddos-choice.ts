import type { DdosProtection } from '@contract/dns'
import { ddosProtection } from '@contract/domains'

// Spec section 3: the DDoS choice is kept on the device per domain, so the screen shows the
// user's last choice at once, even offline and before the server's answer.
const key = (domain: string) => `ddos_protection:${domain}`

export function savedDdosChoice(domain: string): DdosProtection | undefined {
  try {
    const parsed = ddosProtection.safeParse(localStorage.getItem(key(domain)))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function saveDdosChoice(domain: string, level: DdosProtection): void {
  try {
    localStorage.setItem(key(domain), level)
  } catch {
    // Without storage the server's value is shown instead.
  }
}

export function forgetDdosChoice(domain: string): void {
  try {
    localStorage.removeItem(key(domain))
  } catch {
    // Nothing stored then.
  }
}
