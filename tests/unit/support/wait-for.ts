// vi.waitFor for rendered trees. What a test waits for here comes from promises that settle on
// their own (a mocked fetch, a query), outside any act(), as in the browser; while it waits React
// is told it is not in a test's act() scope (as testing-library's waitFor does), so it renders
// those updates without warning that they were not wrapped in act.
import { vi } from 'vitest'

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean }

export async function waitFor<T>(check: () => T | Promise<T>): Promise<T> {
  const env = globalThis as ActEnvironment
  const previous = env.IS_REACT_ACT_ENVIRONMENT
  env.IS_REACT_ACT_ENVIRONMENT = false
  try {
    return await vi.waitFor(check)
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = previous
  }
}
