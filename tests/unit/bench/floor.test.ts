// The reopen benchmark's floor page (tests/bench/floor.ts) must be the screen the app paints from
// its kept record, with nothing that could run: else its figure is not the least that screen costs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeFloor } from '../../bench/floor'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function appDist() {
  const dist = mkdtempSync(join(tmpdir(), 'floor-dist-'))
  dirs.push(dist)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets/style-x.css'), '._row_1{color:red}')
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script>paint()</script><link rel="stylesheet" crossorigin href="/assets/style-x.css"></head><body><div id="root"></div></body></html>',
  )
  return dist
}

const record = (pages: Record<string, string>) =>
  JSON.stringify({
    v: 1,
    build: 'b',
    user: 1,
    lang: 'en',
    style: '--tg-theme-bg-color: #17212b',
    pages,
  })

describe('the floor page', () => {
  it('is the kept home screen with its stylesheet inline, its inline sizes applied, and no script', () => {
    const out = join(appDist(), 'floor')
    const home =
      '<table data-testid="tld-table" data-source="live"><tr data-testid="tld-row" class="_row_1"><td data-snapshot-style="width: 40px">.com</td></tr></table>'
    writeFloor(out, join(out, '..'), record({ '/': home, '/market': '<p>market</p>' }))
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.documentElement.getAttribute('lang')).toBe('en')
    expect(doc.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b')
    expect(doc.querySelector('style')?.textContent).toBe('._row_1{color:red}')
    expect(doc.querySelectorAll('script, link[rel="stylesheet"]')).toHaveLength(0)
    const row = doc.querySelector(
      '#snapshot[inert] [data-testid="tld-table"] [data-testid="tld-row"]',
    )
    expect(row?.querySelector('td')?.getAttribute('style')).toBe('width: 40px')
    expect(html).not.toContain('data-snapshot-style')
    expect(html).not.toContain('market')
    expect(readFileSync(join(out, 'sw.js'), 'utf8')).toContain('["/index.html"]')
  })

  it('refuses a record without the home screen', () => {
    const dist = appDist()
    expect(() => writeFloor(join(dist, 'floor'), dist, record({ '/market': '<p></p>' }))).toThrow(
      'no home screen',
    )
  })
})
