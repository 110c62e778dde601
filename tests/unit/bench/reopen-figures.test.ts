// What the reopen bench prints per mode for issue 35: the takeover's median against the card-stack
// app's table, and how many runs saw a takeover at all.
import { describe, expect, it } from 'vitest'
import {
  emptySeries,
  median,
  pairedRatio,
  takeoverRow,
  type Series,
} from '../../bench/reopen-figures'

const series = (times: number[], takeover: number[] = []): Series => ({
  ...emptySeries(),
  times,
  takeover,
})

/** One mode's pages: three runs each, in round order. */
const tabWithWorker = {
  app: series([700, 650, 720], [1900, 1800, 2000]),
  base: series([1300, 1400, 1350]),
  stack: series([1600, 1700, 1650]),
  floor: series([600, 610, 620]),
}

describe('the reopen figures', () => {
  it('take the middle run, the upper one of an even count, and NaN without runs', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(30)
    expect(median([])).toBeNaN()
  })

  it("set the app's takeover against the card-stack app's table and the baseline's", () => {
    const row = takeoverRow('tab, service worker', tabWithWorker)
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
      app: series([700, 710], [NaN, NaN]),
      base: series([1300]),
      stack: series([1600]),
      floor: series([600]),
    })
    expect(row).toMatchObject({
      'app takeover ms (min-max)': '- [0/2]',
      'takeover / card-stack': '-',
    })
  })

  it("take the middle of the rounds' own ratios, each run against the one of its round", () => {
    // The machine runs at a different speed in each round; each round's ratio is the app's own.
    const other = [100, 200, 300]
    const app = [100, 240, 330]
    expect(pairedRatio(app, other)).toBe('1.10x (1.00-1.20)')
    // The ratio of the medians takes the app's slowest round against the other page's middle one.
    expect(median(app) / median(other)).toBeCloseTo(1.2)
  })

  it('leave out a round where either page saw nothing, and print none without a pair', () => {
    expect(pairedRatio([120, NaN, 300], [100, 100, 200])).toBe('1.50x (1.20-1.50)')
    expect(pairedRatio([NaN], [100])).toBe('-')
    expect(pairedRatio([], [])).toBe('-')
  })

  it('print the paired takeover beside the medians', () => {
    const row = takeoverRow('tab, service worker', {
      ...tabWithWorker,
      compare: series([700, 700, 700], [2000, 2000, 2000]),
    })
    expect(row).toMatchObject({
      'same, paired': '1.19x (1.06-1.21)',
      'app / compare takeover, paired': '0.95x (0.90-1.00)',
    })
  })
})
