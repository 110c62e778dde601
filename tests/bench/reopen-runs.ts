// The reopen benchmark's timed runs (reopen.ts): each page reopened as a tab, then as a cold
// relaunch, interleaved, in the modes asked for, reduced to its tables' rows and its goals.
import { openTabs, relaunch, type Profile, type Reopen } from './reopen-browser'
import { emptySeries, frameRow, recordModeGoals, takeoverRow, type Series } from './reopen-figures'

// Issue 29's goal is on medians of at least 9 runs.
export const RUNS = Number(process.env.BENCH_REOPEN_RUNS ?? 9)
export const COMPARE = process.env.BENCH_REOPEN_COMPARE
const MODES = (process.env.BENCH_REOPEN_MODES ?? 'tab-sw,tab-nosw,relaunch-sw,relaunch-nosw')
  .split(',')
  .map((mode) => mode.trim())
export const wanted = (mode: string, serviceWorker: boolean) =>
  MODES.includes(`${mode}-${serviceWorker ? 'sw' : 'nosw'}`)

/** Every profile reopened RUNS times as a tab, then RUNS times as a relaunch, interleaved. */
export async function timeReopens(profiles: Profile[]) {
  const figures = new Map<string, Series>()
  const of = (key: string) => figures.get(key) ?? emptySeries()
  const record = (
    mode: string,
    p: Profile,
    { ms, documentAt, presentedAt, takeoverAt }: Reopen,
  ) => {
    const key = `${mode}|${p.name}`
    const f = of(key)
    f.times.push(ms)
    f.own.push(ms - documentAt)
    if (Number.isFinite(presentedAt)) f.shown.push(presentedAt)
    f.takeover.push(takeoverAt)
    figures.set(key, f)
  }
  const inTabs = profiles.filter((p) => wanted('tab', p.serviceWorker))
  const tabs = await openTabs(inTabs)
  try {
    for (const p of inTabs) await tabs.reopen(p) // warm-up: the first tab after a launch
    for (let i = 0; i < RUNS; i++) for (const p of inTabs) record('tab', p, await tabs.reopen(p))
  } finally {
    await tabs.close()
  }
  const relaunched = profiles.filter((p) => wanted('relaunch', p.serviceWorker))
  for (let i = 0; i < RUNS; i++)
    for (const p of relaunched) record('relaunch', p, await relaunch(p))

  const frames = []
  const takeovers = []
  for (const mode of ['tab', 'relaunch'])
    for (const sw of ['SW', 'no SW']) {
      if (!wanted(mode, sw === 'SW')) continue
      const where = `${mode}, ${sw === 'SW' ? 'service worker' : 'no service worker'}`
      const pages = {
        app: of(`${mode}|app, ${sw}`),
        base: of(`${mode}|base, ${sw}`),
        stack: of(`${mode}|stack, ${sw}`),
        floor: of(`${mode}|floor, ${sw}`),
        ...(COMPARE && { compare: of(`${mode}|compare, ${sw}`) }),
      }
      frames.push(frameRow(where, pages))
      takeovers.push(takeoverRow(where, pages))
      recordModeGoals(where, pages)
    }
  return { frames, takeovers }
}
