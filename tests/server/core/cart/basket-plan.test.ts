// The checkout's basket read finds each name's holder through the live-name index however many
// names have been sold: EXPLAIN ANALYZE of the statement it sends, on a database with 20,000
// domain rows and no statistics yet (a flash sale outruns autovacuum, and this machine's server runs
// none), may touch `domains` only by an index scan of domains_live_name_uq, once per cart line.
// Before, a checkout read the whole table (docs/benchmarks.md: PostgreSQL's time per checkout grew
// from 1.75 to 3.1 ms over 12,000 names sold, and stayed at 1.3-1.4 ms after).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBasket } from '../../../../server/core/cart/cart'
import { planNodes, recordingDatabase, type SentStatement } from '../../../helpers/query-plan'
import { dbKinds, type TestDatabase } from '../../../helpers/test-db'

const BUYER = 1_000_000_001
const HELD = 'site3.com'

describe.each(dbKinds)("the checkout's basket read on %s", (kind) => {
  let t: TestDatabase
  let sentBy: Awaited<ReturnType<typeof recordingDatabase>>['sentBy']
  beforeAll(async () => {
    ;({ t, sentBy } = await recordingDatabase(kind))
    // Sold names as a shop's domains table holds them, inserted without an ANALYZE after.
    await t.db.execute(
      sql`insert into users (tg_id, first_name)
          select 1000000000 + i, 'Buyer' from generate_series(1, 2000) i`,
    )
    await t.db.execute(
      sql`insert into domains (user_id, domain, status, price_cents, renewal_cents)
          select 1000000000 + (i % 2000) + 1, 'site' || i || (array['.com', '.net', '.org'])[i % 3 + 1],
            'active', 1048, 1048
          from generate_series(1, 20000) i`,
    )
    await t.db.execute(
      sql`insert into cart_items (user_id, domain, price_cents, renewal_cents)
          values (${BUYER}, ${HELD}, 1048, 1048), (${BUYER}, 'nobody-has-this-one.com', 1048, 1048)`,
    )
  }, 300_000)
  afterAll(() => t?.destroy())

  it("reads each name's holder through domains_live_name_uq", async () => {
    let cart: Awaited<ReturnType<typeof readBasket>>['cart'] = []
    const sent = await sentBy(async () => {
      ;({ cart } = await readBasket(t.db, BUYER))
    })
    expect(cart.map((l) => [l.domain, l.holder === null])).toEqual([
      ['nobody-has-this-one.com', true],
      [HELD, false],
    ])
    expect(sent).toHaveLength(1)
    const [{ query, params }] = sent as [SentStatement]
    const onDomains = (await planNodes(t, query, params))
      .filter((n) => n['Relation Name'] === 'domains')
      .map((n) => [n['Node Type'], n['Index Name'], n['Parent Relationship']])
    // A lookup per cart line (a subplan), never the inner side of a join: a join's plan is the
    // planner's pick by its estimates, and the generic plan it kept for this named statement was a
    // hash join over a sequential scan of the whole table while the table had no statistics.
    expect(onDomains).toEqual([['Index Scan', 'domains_live_name_uq', 'SubPlan']])
  })
})
