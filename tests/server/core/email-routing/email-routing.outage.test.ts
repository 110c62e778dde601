// Email forwarding while Cloudflare is down, through the official SDK against the local fake: each
// call (the forwarding view, adding an address, adding an alias, turning routing on) answered with
// a 5xx, or carried out with its answer lost (the connection dropped), is a 503 the app words in
// the owner's language, and leaves nothing half-written here: no address row Cloudflare does not
// hold, no DNS history entry and no record of a routing switch that failed.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { emailDestinationResponse, emailRoutingView } from '@contract/email-routing'
import { dnsChanges, domains, emailDestinations } from '../../../../server/db/schema'
import { useDnsChangeApp } from '../../../helpers/dns-change-calls'
import { dbKinds } from '../../../helpers/test-db'

const OWNER = 7851
const unavailable = { status: 503, body: { error: 'cdn_unavailable' } }

describe.each(dbKinds)('email forwarding with Cloudflare down on %s', (kind) => {
  const { app, as, cloudflare, records, domain } = useDnsChangeApp(kind, 'cloudflare', OWNER)
  const fake = () => {
    const cf = cloudflare()
    if (!cf) throw new Error('the Cloudflare fake runs beside the app')
    return cf
  }
  afterEach(() => {
    fake().account.knobs.failing = undefined
    fake().account.knobs.cutting = undefined
  })
  const base = (d: string) => `/api/user/domains/${d}/email`
  const view = async (d: string) => emailRoutingView.parse((await app().get(base(d), as)).body)
  const rows = () =>
    app().db.select().from(emailDestinations).where(eq(emailDestinations.userId, OWNER))
  const history = async (d: string) => {
    const [row] = await app()
      .db.select({ id: domains.id })
      .from(domains)
      .where(eq(domains.domain, d))
    return app()
      .db.select()
      .from(dnsChanges)
      .where(eq(dnsChanges.domainId, row?.id ?? 0))
  }
  const fail = (match: RegExp, status: number) => {
    fake().account.knobs.failing = { match, status }
  }
  const cut = (match: RegExp) => {
    fake().account.knobs.cutting = match
  }
  const heldAtCloudflare = (email: string) =>
    [...fake().account.email.addresses.values()].filter((a) => a.email === email)

  it('answers 503 for the forwarding view when a list fails or its answer is lost', async () => {
    const d = await domain('outlist')
    fail(/^GET \/accounts\/[^/]+\/email\/routing\/addresses/, 503)
    expect(await app().get(base(d), as)).toMatchObject(unavailable)
    fake().account.knobs.failing = undefined
    cut(/^GET \/zones\/[^/]+\/email\/routing\/rules/)
    const lost = await app().get(base(d), as)
    expect(lost).toMatchObject(unavailable)
    expect(String((lost.body as { message: string }).message)).toMatch(/CDN is not answering/)
    fake().account.knobs.cutting = undefined
    expect((await app().get(base(d), as)).status).toBe(200)
  })

  it('keeps no address row that Cloudflare does not hold, and a retry after a lost answer adds it once', async () => {
    const d = await domain('outaddr')
    const to = `outage-${kind}@example.net`
    const add = () => app().post(`${base(d)}/destinations`, { email: to }, as)
    fail(/^POST \/accounts\/[^/]+\/email\/routing\/addresses$/, 502)
    expect(await add()).toMatchObject(unavailable)
    expect(await rows()).toEqual([])
    expect(heldAtCloudflare(to)).toEqual([])

    // Cloudflare made it, the answer was lost: nothing here yet, and the retry takes Cloudflare's.
    fake().account.knobs.failing = undefined
    cut(/^POST \/accounts\/[^/]+\/email\/routing\/addresses$/)
    expect(await add()).toMatchObject(unavailable)
    expect(await rows()).toEqual([])
    expect(heldAtCloudflare(to)).toHaveLength(1)
    fake().account.knobs.cutting = undefined
    const again = await add()
    expect(again.status).toBe(200)
    const made = emailDestinationResponse.parse(again.body).destination
    expect((await rows()).map((r) => [r.email, r.cdnId])).toEqual([
      [to, heldAtCloudflare(to)[0]?.id],
    ])
    expect((await view(d)).destinations).toEqual([{ id: made.id, email: to, verified: false }])
  })

  it('answers 503 for an alias Cloudflare did not take, and shows the one it took', async () => {
    const d = await domain('outrule')
    const to = `rules-${kind}@example.net`
    expect((await app().post(`${base(d)}/destinations`, { email: to }, as)).status).toBe(200)
    fake().account.email.verify(to)
    const addAlias = (alias: string) =>
      app().post(`${base(d)}/aliases`, { alias, destination: to }, as)

    fail(/^POST \/zones\/[^/]+\/email\/routing\/rules$/, 500)
    expect(await addAlias('sales')).toMatchObject(unavailable)
    expect((await view(d)).aliases).toEqual([])

    // The rule went through with its answer lost: the 503 says so, the list shows Cloudflare's.
    fake().account.knobs.failing = undefined
    cut(/^POST \/zones\/[^/]+\/email\/routing\/rules$/)
    expect(await addAlias('help')).toMatchObject(unavailable)
    fake().account.knobs.cutting = undefined
    expect((await view(d)).aliases.map((a) => a.address)).toEqual([`help@${d}`])
  })

  it('leaves no DNS history, no records and routing off when turning it on fails', async () => {
    const d = await domain('outon')
    const enable = async () => {
      const pre = await app().post(`${base(d)}/enable/preview`, {}, as)
      expect(pre.status).toBe(200)
      return app().post(`${base(d)}/enable`, { basis: (pre.body as { basis: string }).basis }, as)
    }

    // The records cannot be written.
    fail(/^POST \/zones\/[^/]+\/dns_records$/, 503)
    expect(await enable()).toMatchObject(unavailable)
    expect(await history(d)).toEqual([])
    expect(await records(d)).toEqual([])

    // The records went in, the switch was refused: the records go again, with their history entry.
    fail(/^POST \/zones\/[^/]+\/email\/routing\/enable$/, 503)
    expect(await enable()).toMatchObject(unavailable)
    expect(await history(d)).toEqual([])
    expect(await records(d)).toEqual([])
    expect((await view(d)).status).toBe('disabled')

    // The switch went through with its answer lost: the records this call added are taken back
    // all the same, so routing shows as on without its records, and turning it on again mends it.
    fake().account.knobs.failing = undefined
    cut(/^POST \/zones\/[^/]+\/email\/routing\/enable$/)
    expect(await enable()).toMatchObject(unavailable)
    expect(await history(d)).toEqual([])
    expect(await records(d)).toEqual([])
    expect((await view(d)).status).toBe('misconfigured')

    fake().account.knobs.cutting = undefined
    const on = await enable()
    expect(on.status).toBe(200)
    expect((await view(d)).status).toBe('ready')
    expect((await history(d)).map((c) => [c.source, c.status])).toEqual([['email', 'applied']])
    expect((await records(d)).map((r) => r.type).sort()).toEqual(['MX', 'MX', 'MX', 'TXT'])
  })

  it('keeps the change as applied when the records cannot be taken back either: it is what the zone holds', async () => {
    const d = await domain('outstuck')
    const pre = await app().post(`${base(d)}/enable/preview`, {}, as)
    fail(
      /^(POST \/zones\/[^/]+\/email\/routing\/enable|DELETE \/zones\/[^/]+\/dns_records\/.+)$/,
      503,
    )
    const res = await app().post(
      `${base(d)}/enable`,
      { basis: (pre.body as { basis: string }).basis },
      as,
    )
    expect(res).toMatchObject(unavailable)
    expect((await history(d)).map((c) => [c.source, c.status, c.undoneAt])).toEqual([
      ['email', 'applied', null],
    ])
    fake().account.knobs.failing = undefined
    expect((await records(d)).map((r) => r.type).sort()).toEqual(['MX', 'MX', 'MX', 'TXT'])
    // Turning it on again finds the records there and only switches routing on.
    expect((await view(d)).status).toBe('disabled')
    const again = await app().post(`${base(d)}/enable/preview`, {}, as)
    const basis = (again.body as { basis: string }).basis
    expect((await app().post(`${base(d)}/enable`, { basis }, as)).status).toBe(200)
    expect((await view(d)).status).toBe('ready')
    expect(await history(d)).toHaveLength(1)
  })
})
