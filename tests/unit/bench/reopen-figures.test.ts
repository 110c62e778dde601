// What the reopen bench prints per mode for issue 35: the takeover's median against the card-stack
// app's table, and how many runs saw a takeover at all.
import { describe, expect, it } from 'vitest'
import { emptySeries, median, takeoverRow, type Series } from '../../bench/reopen-figures'

const series = (times: number[], takeover: number[] = []): Series => ({
  ...emptySeries(),
  times,
  takeover,
})

describe('the reopen figures', () => {
  it('take the middle run, the upper one of an even count, and NaN without runs', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(30)
    expect(median([])).toBeNaN()
  })

  it("set the app's takeover against the card-stack app's table and the baseline's", () => {
    const row = takeoverRow('tab, service worker', {
      app: series([700, 650, 720], [1900, 1800, 2000]),
      base: series([1300, 1400, 1350]),
      stack: series([1600, 1700, 1650]),
      floor: series([600, 610, 620]),
    })
    expect(row).toMatchObject({
      'app first frame ms': '700 (650-720)',
      'app takeover ms (min-max)': '1900 (1800-2000) [3/3]',
      'card-stack table ms (min-max)': '1650 (1600-1700)',
      'takeover / card-stack': '1.15x',
      'takeover / baseline': '1.41x',
    })
  })

  it('print no ratio when no run saw the takeover', () => {
    const row = takeoverRow('relaunch, no service worker', {
      app: series([700, 710]),
      base: series([1300]),
      stack: series([1600]),
      floor: series([600]),
    })
    expect(row).toMatchObject({
      'app takeover ms (min-max)': '- [0/2]',
      'takeover / card-stack': '-',
    })
  })
})
