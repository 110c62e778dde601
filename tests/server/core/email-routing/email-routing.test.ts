// Email forwarding through the API, on the sandbox CDN and on the Cloudflare adapter (official SDK)
// against the local fake of Cloudflare's Email Routing: a destination verified (by Cloudflare's mail
// or the sandbox's demo confirm), aliases and the catch-all, routing turned on through a previewed
// DNS change that Undo takes back, bad input as a 400 naming the field, and Cloudflare down as 503.
import { describe, expect, it } from 'vitest'
import { dnsChangeResponse } from '@contract/dns-changes'
import { emailDestinationResponse, emailRoutingView } from '@contract/email-routing'
import { dnsChangeCases, useDnsChangeApp } from '../../../helpers/dns-change-calls'

const OWNER = 7831

describe.each(dnsChangeCases)('email forwarding on %s with the %s CDN', (kind, cdnName) => {
  const { app, as, cloudflare, records, undo, domain } = useDnsChangeApp(kind, cdnName, OWNER)
  const base = (d: string) => `/api/user/domains/${d}/email`
  const view = async (d: string) => emailRoutingView.parse((await app().get(base(d), as)).body)
  /** Confirms the address the way this CDN does: the sandbox's demo button, Cloudflare's mail. */
  const confirm = async (d: string, id: number, email: string) => {
    const res = await app().post(`${base(d)}/destinations/${id}/confirm`, {}, as)
    if (cdnName === 'sandbox') return expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ error: 'confirm_by_mail' })
    cloudflare()?.account.email.verify(email)
  }

  it('verifies a destination, forwards an alias and the catch-all, and refuses bad input', async () => {
    const d = await domain('mail')
    const to = `owner-${cdnName}-${kind}@example.net`
    const added = await app().post(
      `${base(d)}/destinations`,
      { email: ` ${to.toUpperCase()} ` },
      as,
    )
    expect(added.status).toBe(200)
    const made = emailDestinationResponse.parse(added.body).destination
    expect(made).toMatchObject({ email: to, verified: false })
    // Unverified, it cannot receive forwarded mail yet.
    const early = await app().post(`${base(d)}/aliases`, { alias: 'hello', destination: to }, as)
    expect(early).toMatchObject({
      status: 400,
      body: { field: 'destination', error: 'destination_unverified' },
    })
    await confirm(d, made.id, to)
    expect((await view(d)).destinations).toEqual([{ id: made.id, email: to, verified: true }])

    const alias = await app().post(`${base(d)}/aliases`, { alias: 'Hello', destination: to }, as)
    expect(alias.status).toBe(200)
    const again = await app().post(`${base(d)}/aliases`, { alias: 'hello', destination: to }, as)
    expect(again).toMatchObject({ status: 400, body: { field: 'alias', error: 'alias_exists' } })
    expect(
      (
        await app().request(`${base(d)}/catch-all`, {
          method: 'PUT',
          json: { destination: to },
          ...as,
        })
      ).status,
    ).toBe(200)
    const after = await view(d)
    expect(after.aliases.map((a) => [a.address, a.destination])).toEqual([[`hello@${d}`, to]])
    expect(after.catch_all).toBe(to)
    expect(after.limits).toEqual({ aliases: 200, destinations: 200 })

    const bad: [string, unknown, string][] = [
      ['destinations', { email: 'not an address' }, 'email'],
      ['destinations', { email: to }, 'email'],
      ['aliases', { alias: '-bad', destination: to }, 'alias'],
      ['aliases', { alias: 'a'.repeat(65), destination: to }, 'alias'],
      ['aliases', { alias: 'ok', destination: 'nobody@example.org' }, 'destination'],
    ]
    for (const [path, body, field] of bad) {
      const res = await app().post(`${base(d)}/${path}`, body, as)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body, JSON.stringify(body)).toMatchObject({ field })
    }
    // In use, the destination stays; once nothing forwards to it, it goes.
    const del = () =>
      app().request(`${base(d)}/destinations/${made.id}`, { method: 'DELETE', ...as })
    expect((await del()).status).toBe(409)
    const aliasId = after.aliases[0]?.id ?? ''
    expect(
      (await app().request(`${base(d)}/aliases/${aliasId}`, { method: 'DELETE', ...as })).status,
    ).toBe(200)
    await app().request(`${base(d)}/catch-all`, {
      method: 'PUT',
      json: { destination: null },
      ...as,
    })
    expect((await del()).status).toBe(200)
    expect((await view(d)).destinations).toEqual([])
    // Another owner sees none of it.
    expect((await app().get(base(d), { user: { id: OWNER + 1 } })).status).toBe(404)
  })

  it('turns routing on through a previewed DNS change that Undo takes back', async () => {
    const d = await domain('route')
    expect((await view(d)).status).toBe('disabled')
    const pre = await app().post(`${base(d)}/enable/preview`, {}, as)
    expect(pre.status).toBe(200)
    const plan = pre.body as {
      basis: string
      operations: { action: string; after?: { type: string } }[]
    }
    expect(plan.operations.map((o) => o.after?.type).sort()).toEqual(['MX', 'MX', 'MX', 'TXT'])
    expect(await records(d)).toEqual([])
    const on = await app().post(`${base(d)}/enable`, { basis: plan.basis }, as)
    expect(on.status).toBe(200)
    const { change } = on.body as { change: { id: number; source: string } }
    expect(change.source).toBe('email')
    expect((await view(d)).status).toBe('ready')
    expect((await records(d)).map((r) => r.type).sort()).toEqual(['MX', 'MX', 'MX', 'TXT'])
    // Undo is the DNS history's: the records go, and routing says so.
    expect(dnsChangeResponse.parse((await undo(d, change.id)).body).change.status).toBe('undone')
    expect(await records(d)).toEqual([])
    expect((await view(d)).status).toBe('misconfigured')
    // A stale preview is refused, as for any DNS change.
    const stale = await app().post(
      `${base(d)}/enable`,
      { basis: plan.basis.replace(/.$/, '0') },
      as,
    )
    expect(stale).toMatchObject({ status: 409, body: { error: 'stale_preview' } })
  })
})
