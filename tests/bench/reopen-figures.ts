// The reopen benchmark's figures: per mode and page, the runs' times, reduced to medians and
// ratios for its tables and its goals (goals.ts).
import { recordGoal } from './goals'

/** One page's runs in one mode, in ms from navigation start (see reopen-browser.ts's Reopen). */
export interface Series {
  /** To the frame showing the cached table's rows. */
  times: number[]
  /** The page's own part of it, from the document's creation on. */
  own: number[]
  /** When that frame reached the screen, where the browser told. */
  shown: number[]
  /**
   * To the frame in which the live app has taken the painted copy over: one entry per run, in run
   * order like `times` (NaN where a run saw none), so each can be paired with its round.
   */
  takeover: number[]
}

export const emptySeries = (): Series => ({ times: [], own: [], shown: [], takeover: [] })

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
/** The middle run (the upper one of an even count); NaN without runs. */
export const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN
export const spread = (xs: number[]) =>
  xs.length ? `${sorted(xs)[0]?.toFixed(0)}-${sorted(xs).at(-1)?.toFixed(0)}` : '-'
export const ratio = (a: number, b: number) =>
  Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : '-'
/** The runs that saw the moment timed. */
const seen = (xs: number[]) => xs.filter(Number.isFinite)
export const ms = (xs: number[]) => (xs.length ? `${median(xs).toFixed(0)} (${spread(xs)})` : '-')

/**
 * The median of the runs' own ratios, a[i] / b[i], with their spread: each pair was timed side by
 * side in one interleaved round, so a change in the machine's speed over the run moves both. The
 * ratio of two medians mixes rounds: here absolute times drift by 25-40 % over a run, and two
 * medians of 7-9 runs taken minutes apart differed by more than most changes do.
 */
export function pairedRatio(a: number[], b: number[]): string {
  const each = a.map((x, i) => x / (b[i] ?? NaN)).filter((r) => Number.isFinite(r) && r > 0)
  if (each.length === 0) return '-'
  const x = (r: number | undefined) => (r ?? NaN).toFixed(2)
  return `${x(median(each))}x (${x(sorted(each)[0])}-${x(sorted(each).at(-1))})`
}

/** The pages of one mode: the app, the two reference apps, the floor and the compared build. */
export interface ModePages {
  app: Series
  base: Series
  stack: Series
  floor: Series
  compare?: Series
}

/** The first frame's row of one mode, as the benchmark has printed it since issue 11. */
export function frameRow(where: string, { app, base, floor, compare }: ModePages) {
  const [appOwn, baseOwn] = [median(app.own), median(base.own)]
  return {
    reopen: where,
    'app ms (min-max)': ms(app.times),
    'baseline ms (min-max)': ms(base.times),
    ratio: ratio(median(app.times), median(base.times)),
    'own part, app / baseline ms': `${appOwn.toFixed(0)} / ${baseOwn.toFixed(0)}`,
    'own ratio': ratio(appOwn, baseOwn),
    'on screen, app / baseline ms (runs)': `${median(app.shown).toFixed(0)} / ${median(base.shown).toFixed(0)} (${app.shown.length}, ${base.shown.length})`,
    'on screen ratio': ratio(median(app.shown), median(base.shown)),
    'floor ms (ratio)': `${median(floor.times).toFixed(0)} (${ratio(median(floor.times), median(base.times))})`,
    'app / floor': ratio(median(app.times), median(floor.times)),
    ...(compare && {
      'compare ms (min-max)': ms(compare.times),
      'app / compare, paired': pairedRatio(app.times, compare.times),
      'compare ratio': ratio(median(compare.times), median(base.times)),
      'compare on screen ratio': ratio(median(compare.shown), median(base.shown)),
    }),
  }
}

/** Issue 35's row of one mode: the live app's takeover beside the reference apps' tables. */
export function takeoverRow(where: string, { app, base, stack, compare }: ModePages) {
  const taken = seen(app.takeover)
  return {
    reopen: where,
    'app first frame ms': ms(app.times),
    'app takeover ms (min-max)': `${ms(taken)} [${taken.length}/${app.times.length}]`,
    'card-stack table ms (min-max)': ms(stack.times),
    'takeover / card-stack': ratio(median(taken), median(stack.times)),
    'same, paired': pairedRatio(app.takeover, stack.times),
    'baseline table ms': ms(base.times),
    'takeover / baseline': ratio(median(taken), median(base.times)),
    ...(compare && {
      'compare takeover ms': ms(seen(compare.takeover)),
      'compare / card-stack': ratio(median(seen(compare.takeover)), median(stack.times)),
      'app / compare takeover, paired': pairedRatio(app.takeover, compare.takeover),
    }),
  }
}

/** Records one mode's two reopen goals: app / floor (issue 29) and takeover / card-stack (35). */
export function recordModeGoals(where: string, { app, stack, floor }: ModePages): void {
  const [appMs, floorMs] = [median(app.times), median(floor.times)]
  recordGoal({
    key: 'reopen',
    where,
    figures: `${appMs.toFixed(0)} / ${floorMs.toFixed(0)} ms`,
    ratio: appMs / floorMs,
  })
  const [takeover, table] = [median(seen(app.takeover)), median(stack.times)]
  recordGoal({
    key: 'takeover',
    where,
    figures: `${takeover.toFixed(0)} / ${table.toFixed(0)} ms`,
    ratio: takeover / table,
  })
}
