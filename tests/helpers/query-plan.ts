// EXPLAIN (ANALYZE, FORMAT JSON) of a statement a test captured, as a list of the plan's nodes, for
// the tests that check how a statement reads its tables (tests/server/core/admin/query-plans.test.ts,
// tests/server/core/cart/basket-plan.test.ts).
import type { Database } from '../../server/db/client'

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
