import { Trans } from '@lingui/react/macro'
import type { DdosProtection, SslMode } from '@contract/dns'

export const sslModes: readonly SslMode[] = ['off', 'flexible', 'full', 'strict']
export const ddosLevels: readonly DdosProtection[] = ['low', 'medium', 'high', 'under_attack']

export function SslModeName({ mode }: { mode: SslMode }) {
  if (mode === 'off') return <Trans>Off</Trans>
  if (mode === 'flexible') return <Trans>Flexible</Trans>
  if (mode === 'strict') return <Trans>Full (strict)</Trans>
  return <Trans>Full</Trans>
}

export function SslModeHint({ mode }: { mode: SslMode }) {
  if (mode === 'off') return <Trans>No encryption between visitors and the CDN</Trans>
  if (mode === 'flexible')
    return <Trans>Encrypts visitors to the CDN; the CDN reaches your server over HTTP</Trans>
  if (mode === 'strict')
    return <Trans>Encrypts end to end and checks your server's certificate; the safest mode</Trans>
  return <Trans>Encrypts end to end; your server needs a certificate</Trans>
}

export function DdosLevelName({ level }: { level: DdosProtection }) {
  if (level === 'low') return <Trans>Low</Trans>
  if (level === 'medium') return <Trans>Medium</Trans>
  if (level === 'high') return <Trans>High</Trans>
  return <Trans>Under Attack</Trans>
}

export function DdosLevelHint({ level }: { level: DdosProtection }) {
  if (level === 'low') return <Trans>Challenges only the most threatening visitors</Trans>
  if (level === 'medium') return <Trans>Challenges suspicious visitors</Trans>
  if (level === 'high') return <Trans>Challenges every visitor with a poor reputation</Trans>
  return <Trans>Checks every visitor before letting them in; use during an attack</Trans>
}
