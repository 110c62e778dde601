// The goals the benchmark is held to (issues 29, 33 and 35), each a ratio with its limit. Each part of
// `npm run bench` records what it measured; the run ends with one compact table of them all, a goal
// that no part measured included, so a reader sees every goal and its ratio in one place. It only
// prints: nothing here fails on time.

export const GOALS = {
  reopen: { issue: 29, goal: 'reopen: app / floor', limit: 1.05 },
  js: { issue: 29, goal: 'first-route JS: app / card-stack app', limit: 1.2 },
  fluid: { issue: 29, goal: 'fluid frame time: app / LiquidEther', limit: 0.5 },
  takeover: { issue: 35, goal: 'takeover: app / card-stack table', limit: 1.0 },
  suggestions: { issue: 33, goal: 'first suggestion / plain search', limit: 1.2 },
} as const

export type GoalKey = keyof typeof GOALS

export interface GoalFigure {
  key: GoalKey
  /** Where it was measured: the reopen's mode, or '' where there is only one. */
  where: string
  /** The two figures the ratio is made of, with their unit. */
  figures: string
  ratio: number
}

export interface GoalRow {
  issue: number
  goal: string
  where: string
  figures: string
  ratio: string
  limit: string
  met: string
}

const times = (x: number) => `${x.toFixed(2)}x`

/**
 * One row per figure, goals in GOALS' order; a goal without figures gets one row that says so. A
 * ratio meets its limit as printed (to two decimals): 1.053 shows as 1.05x and meets 1.05x.
 */
export function goalRows(figures: readonly GoalFigure[]): GoalRow[] {
  return (Object.keys(GOALS) as GoalKey[]).flatMap((key) => {
    const { issue, goal, limit } = GOALS[key]
    const mine = figures.filter((f) => f.key === key)
    if (mine.length === 0)
      return [
        {
          issue,
          goal,
          where: '',
          figures: 'not measured in this run',
          ratio: '-',
          limit: `<= ${times(limit)}`,
          met: '-',
        },
      ]
    return mine.map((f) => ({
      issue,
      goal,
      where: f.where,
      figures: f.figures,
      ratio: Number.isFinite(f.ratio) ? times(f.ratio) : '-',
      limit: `<= ${times(limit)}`,
      met: !Number.isFinite(f.ratio) ? '-' : Number(f.ratio.toFixed(2)) <= limit ? 'yes' : 'no',
    }))
  })
}

const recorded: GoalFigure[] = []

export function recordGoal(figure: GoalFigure): void {
  recorded.push(figure)
}

export function printGoals(): void {
  console.log('\nGoals (issues 29, 33 and 35): ratio against its limit, as measured in this run\n')
  console.table(goalRows(recorded))
}
