import { describe, expect, it } from 'vitest'
import { sanitizeScreen } from '@/lib/snapshot/sanitize'

function screen(html: string): string {
  const root = document.createElement('div')
  root.innerHTML = html
  return sanitizeScreen(root)
}

describe('sanitizeScreen', () => {
  it('keeps structure, text, classes, test ids and data attributes', () => {
    const html =
      '<main class="page"><table data-testid="tld-table" data-source="live"><tbody>' +
      '<tr data-testid="tld-row" data-tld="com"><td class="tld">.com</td></tr></tbody></table></main>'
    expect(screen(html)).toBe(html)
  })

  it('drops scripts, styles and frames with their content', () => {
    const out = screen(
      '<div>a<script>alert(1)</script><style>*{}</style><iframe src="/x"></iframe>' +
        '<noscript>n</noscript><template><b>t</b></template>b</div>',
    )
    expect(out).toBe('<div>ab</div>')
  })

  it('drops event attributes and anything not on the allow-list', () => {
    const out = screen(
      '<button class="b" onclick="steal()" id="x" formaction="/y" data-testid="tab-buy">Buy</button>' +
        '<img src="/a.png" onerror="steal()" alt="a">',
    )
    expect(out).toBe(
      '<button class="b" data-testid="tab-buy">Buy</button><img src="/a.png" alt="a">',
    )
  })

  it('removes javascript: and other unsafe URLs', () => {
    const out = screen(
      '<a href="javascript:alert(1)">x</a><a href=" JavaScript:void(0)">y</a>' +
        '<a href="data:text/html,hi">z</a><a href="/buy">ok</a><img src="javascript:1">' +
        '<a href="//evil.example/">w</a>',
    )
    expect(out).toBe('<a>x</a><a>y</a><a>z</a><a href="/buy">ok</a><img><a>w</a>')
  })

  it("keeps a link's target only when it is a path of the app, for a tap on the copy to replay", () => {
    const out = screen(
      '<a href="/domain/example.com" data-testid="domain-settings">s</a>' +
        '<a href="https://t.me/support">t</a><a href="/\\evil.example/">b</a>' +
        '<a href="#top">h</a><div href="/buy">d</div>',
    )
    expect(out).toBe(
      '<a href="/domain/example.com" data-testid="domain-settings">s</a>' +
        '<a>t</a><a>b</a><a>h</a><div>d</div>',
    )
  })

  it('replaces form fields by an empty box of the same class and unwraps forms', () => {
    const out = screen(
      '<form action="/s"><input class="field" value="secret" data-testid="search-input">' +
        '<textarea class="t">typed</textarea><select class="s"><option>o</option></select></form>',
    )
    expect(out).toBe('<span class="field"></span><span class="t"></span><span class="s"></span>')
    expect(out).not.toContain('secret')
    expect(out).not.toContain('typed')
  })

  it("marks a ticked checkbox's box, so a switch is painted in the state it was in", () => {
    const root = document.createElement('div')
    root.innerHTML = '<input type="checkbox" class="switch"><input type="checkbox" class="switch">'
    // React sets the property, not the attribute: the property is what counts.
    const [on] = Array.from(root.querySelectorAll('input'))
    if (on) on.checked = true
    expect(sanitizeScreen(root)).toBe(
      '<span class="switch" data-checked=""></span><span class="switch"></span>',
    )
  })

  it("keeps an avatar's initial: SVG text with its font attributes", () => {
    const out = screen(
      '<svg viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="hsl(10 55% 50%)"></circle>' +
        '<text x="20" y="26" text-anchor="middle" font-size="17" font-weight="600" fill="#fff" ' +
        'onclick="steal()">I</text></svg>',
    )
    expect(out).toContain(
      '<text x="20" y="26" text-anchor="middle" font-size="17" font-weight="600" fill="#fff">I</text>',
    )
    expect(out).not.toContain('steal')
  })

  it('keeps drawing SVG icons but not their scripts, links or foreign content', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<svg viewBox="0 0 24 24" onload="steal()"><path d="M0 0h24"></path>' +
      '<script>steal()</script><foreignObject><div>x</div></foreignObject>' +
      '<a href="javascript:steal()"><path d="M1 1"></path></a><use href="#i"></use></svg>'
    const out = sanitizeScreen(root)
    expect(out).toContain('viewBox="0 0 24 24"')
    expect(out).toContain('<path d="M0 0h24"></path>')
    expect(out).not.toMatch(/onload|script|foreignObject|javascript|<use|<a/i)
  })

  it('keeps plain inline sizes, as data for the CSSOM, but not styles that load or run anything', () => {
    const out = screen(
      '<span style="width: 56px; height: 16px">a</span>' +
        '<span style="background: url(https://evil.example/x)">b</span>' +
        '<span style="width: expression(alert(1))">c</span>',
    )
    expect(out).toBe(
      '<span data-snapshot-style="width: 56px; height: 16px">a</span><span>b</span><span>c</span>',
    )
  })

  it('skips what is marked as not to be kept, and comments', () => {
    expect(screen('<div>a<div data-snapshot="skip">toast</div><!-- c --></div>')).toBe(
      '<div>a</div>',
    )
  })

  it('escapes text, so markup in data never becomes elements', () => {
    const root = document.createElement('div')
    const cell = document.createElement('td')
    cell.textContent = '<img src=x onerror=alert(1)>'
    root.appendChild(cell)
    expect(sanitizeScreen(root)).not.toContain('<img')
  })
})
