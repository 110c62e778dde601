import { act } from 'react'
import { describe, expect, it } from 'vitest'
import type { ReputationView } from '@contract/reputation'
import {
  HISTORY_PREVIEW,
  ReputationHistory,
} from '@/features/domain/reputation/components/reputation-history'
import { render } from '../../../../support/render'

const check = (day: number, flagged: boolean, partial = false): ReputationView => ({
  domain: 'example.com',
  checked_at: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
  trigger: day % 2 ? 'manual' : 'daily',
  virustotal: {
    verdict: flagged ? 'flagged' : 'clean',
    detections: flagged ? 3 : 0,
    state: partial ? 'unreachable' : 'checked',
  },
  safe_browsing: { threats: flagged ? ['MALWARE'] : [], state: 'checked' },
  problems: [],
})

describe('the reputation history', () => {
  it('shows the newest few, all of them on request, each with what it found', () => {
    const checks = [check(6, true, true), check(5, true), check(4, false), check(3, false)]
    const r = render(<ReputationHistory checks={checks} />)
    const entries = () => [...r.container.querySelectorAll('[data-testid="reputation-entry"]')]
    expect(entries()).toHaveLength(HISTORY_PREVIEW)
    const [first, , third] = entries()
    expect(first?.getAttribute('data-flagged')).toBe('true')
    expect(first?.textContent).toContain('VirusTotal: Flagged by 3 engines')
    expect(first?.textContent).toContain('Google Safe Browsing: listed for malware')
    expect(first?.textContent).toContain('not every source answered')
    expect(third?.textContent).toContain('Clean')
    expect(third?.textContent).toContain('daily check')

    const toggle = r.byTestId('reputation-history-toggle') as HTMLButtonElement
    expect(toggle.textContent).toBe('Show all (4)')
    act(() => toggle.click())
    expect(entries()).toHaveLength(4)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    act(() => toggle.click())
    expect(entries()).toHaveLength(HISTORY_PREVIEW)
    r.unmount()
  })

  it('offers no toggle when every check is shown', () => {
    const r = render(<ReputationHistory checks={[check(2, false)]} />)
    expect(r.byTestId('reputation-history-toggle')).toBeNull()
    r.unmount()
  })
})
