// For the tests that check how a statement reads its tables (tests/server/core/admin/
// query-plans.test.ts, tests/server/core/cart/basket-plan.test.ts): a test database that records
// the statements a call sends, and EXPLAIN (ANALYZE, FORMAT JSON) of one as a list of its nodes.
import type { Database } from '../../server/db/client'
import { createTestDatabase, type DbKind, type TestDatabase } from './test-db'

export interface SentStatement {
  query: string
  params: unknown[]
}

/** A fresh test database of `kind`, and `sentBy(call)`: the statements `call` sends through it. */
export async function recordingDatabase(kind: DbKind) {
  let capture: SentStatement[] | undefined
  const t: TestDatabase = await createTestDatabase(kind, {
    logQuery: (query, params) => capture?.push({ query, params }),
  })
  async function sentBy(call: () => Promise<unknown>): Promise<SentStatement[]> {
    capture = []
    try {
      await call()
      return capture
    } finally {
      capture = undefined
    }
  }
  return { t, sentBy }
}

export interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Parent Relationship'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

function* nodes(n: PlanNode): Generator<PlanNode> {
  yield n
  for (const child of n.Plans ?? []) yield* nodes(child)
}

/** Runs `query` under EXPLAIN ANALYZE and answers every node of its plan, the root first. */
export async function planNodes(
  database: Pick<Database, 'query'>,
  query: string,
  params: unknown[],
): Promise<PlanNode[]> {
  const [row] = await database.query(`explain (analyze, format json) ${query}`, params)
  const plan = row?.['QUERY PLAN'] as [{ Plan: PlanNode }] | string
  const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }]
  return [...nodes(root[0].Plan)]
}
