import { describe, expect, it } from 'vitest'
import type { ReputationView } from '@contract/reputation'
import {
  HISTORY_LIMIT,
  awaitsVirusTotal,
  checkBlocker,
  isPartial,
  summarize,
  withCheck,
} from '@/features/domain/reputation/reputation-summary'

const check = (
  at: string,
  over: {
    vt?: Partial<ReputationView['virustotal']>
    sb?: Partial<ReputationView['safe_browsing']>
  } = {},
): ReputationView => ({
  domain: 'example.com',
  checked_at: at,
  trigger: 'manual',
  virustotal: { verdict: 'clean', detections: 0, state: 'checked', ...over.vt },
  safe_browsing: { threats: [], state: 'checked', ...over.sb },
  problems: [],
})

describe('the reputation summary', () => {
  it('has nothing to say before the first check', () => {
    expect(summarize([])).toBeUndefined()
  })

  it('dates each source by the newest check it answered, not by the newest check', () => {
    const checks = [
      check('2026-11-03T10:00:00.000Z', {
        vt: { verdict: 'flagged', detections: 4, state: 'budget_spent' },
        sb: { state: 'unreachable', threats: ['MALWARE'] },
      }),
      check('2026-11-02T10:00:00.000Z', { sb: { state: 'unreachable', threats: ['MALWARE'] } }),
      check('2026-11-01T10:00:00.000Z', {
        vt: { verdict: 'flagged', detections: 4 },
        sb: { threats: ['MALWARE'] },
      }),
    ]
    const s = summarize(checks)
    expect(s?.virustotal).toEqual({
      verdict: 'flagged',
      detections: 4,
      answeredAt: '2026-11-02T10:00:00.000Z',
      missed: 'budget_spent',
    })
    expect(s?.safeBrowsing).toEqual({
      threats: ['MALWARE'],
      answeredAt: '2026-11-01T10:00:00.000Z',
      missed: 'unreachable',
    })
    expect(s?.flagged).toBe(true)
  })

  it('is clean only when neither source finds anything, and dates a source never answered as none', () => {
    const clean = summarize([check('2026-11-01T10:00:00.000Z')])
    expect(clean?.flagged).toBe(false)
    expect(clean?.virustotal.missed).toBeUndefined()
    const listed = summarize([check('2026-11-01T10:00:00.000Z', { sb: { threats: ['X'] } })])
    expect(listed?.flagged).toBe(true)
    const never = summarize([
      check('2026-11-01T10:00:00.000Z', { sb: { state: 'unreachable', threats: null } }),
    ])
    expect(never?.safeBrowsing.answeredAt).toBeUndefined()
    expect(never?.flagged).toBe(false)
    expect(isPartial(never!.newest)).toBe(true)
  })

  it('waits for VirusTotal only while a queued check can still come', () => {
    const at = '2026-11-01T10:00:00.000Z'
    const t = Date.parse(at)
    const spent = [check(at, { vt: { state: 'budget_spent' } })]
    expect(awaitsVirusTotal(spent, t + 60_000)).toBe(true)
    expect(awaitsVirusTotal(spent, t + 60 * 60_000)).toBe(false)
    expect(awaitsVirusTotal([check(at)], t + 60_000)).toBe(false)
    expect(awaitsVirusTotal([check(at, { vt: { state: 'unreachable' } })], t)).toBe(false)
    expect(awaitsVirusTotal([], t)).toBe(false)
  })

  it('puts a new check on top of the cached history, as long as the server keeps it', () => {
    const newCheck = check('2026-11-05T10:00:00.000Z')
    expect(withCheck(undefined, newCheck)).toEqual({ checks: [newCheck] })
    const old = Array.from(
      { length: HISTORY_LIMIT },
      (_, i) => check(new Date(Date.UTC(2026, 9, 1 + i)).toISOString()).checked_at,
    )
      .reverse()
      .map((at) => check(at))
    const next = withCheck({ checks: old }, newCheck)
    expect(next.checks).toHaveLength(HISTORY_LIMIT)
    expect(next.checks[0]).toBe(newCheck)
    expect(next.checks[1]).toBe(old[0])
    // The same check twice (a refetch raced the answer) is listed once.
    expect(withCheck({ checks: [newCheck] }, newCheck).checks).toEqual([newCheck])
  })

  it('names why "check now" cannot be pressed, a running check first', () => {
    expect(checkBlocker({ running: true, online: false, active: false })).toBe('running')
    expect(checkBlocker({ running: false, online: false, active: false })).toBe('offline')
    expect(checkBlocker({ running: false, online: true, active: false })).toBe('inactive')
    expect(checkBlocker({ running: false, online: true, active: true })).toBeNull()
  })
})
