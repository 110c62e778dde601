// The build's check on the prerendered home screen: every CSS-module class it uses is defined by
// the built stylesheet, so a copy painted before the bundle runs is never unstyled; and the small
// scripts that hand each screen to index.html.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { applyThemeParams, themeVariableName } from '@/lib/telegram/theme'
import {
  missingClasses,
  screenFiles,
  screenScript,
  telegramThemeScript,
  variantName,
  withoutStyleAttributes,
} from '../../../scripts/prerender-html'
import { TELEGRAM_DARK_THEME } from '../support/telegram-theme'

describe('prerender html', () => {
  const css = '._title_y0adz_11{font-size:26px}._table_y0adz_71 td{padding:0}'

  it('finds the module classes the stylesheet lacks, and only those', () => {
    const html =
      '<h1 class="_title_y0adz_11">x</h1><table class="_table_y0adz_71 _gone_abcde_3">' +
      '<a class="_tab_1ug38_17 active">y</a></table>'
    expect(missingClasses(html, css)).toEqual(['_gone_abcde_3', '_tab_1ug38_17'])
  })

  it('has nothing to say about markup whose classes are all defined', () => {
    expect(missingClasses('<h1 class="_title_y0adz_11">x</h1>', css)).toEqual([])
  })

  it('names one screen per language and layout', () => {
    expect([variantName('ru', false), variantName('en', true)]).toEqual(['ru', 'en-tg'])
  })

  it('drops style attributes, which the CSP would refuse, and keeps the rest', () => {
    expect(
      withoutStyleAttributes(
        '<span class="_skeleton_rklpw_1" style="width:64px;height:20px">x</span>',
      ),
    ).toBe('<span class="_skeleton_rklpw_1">x</span>')
  })

  it('hands a screen over as a string, and refuses one with a script tag', () => {
    const html = '<h1 class="a">x<!-- -->y “q” \u2028</h1>'
    const source = screenScript('ru', html)
    const window: { __prerendered?: unknown } = {}
    runInNewContext(source, { window })
    expect(window.__prerendered).toBe(html)
    expect(() => screenScript('en', '<p>a</p></script><p>b</p>')).toThrow(/script tag/)
    expect(() => screenScript('en', '<p><SCRIPT>b</p>')).toThrow(/script tag/)
  })

  it('inside Telegram, runs the theme code first: it derives what the app derives', async () => {
    const code = await telegramThemeScript(process.cwd())
    const window: { __prerendered?: unknown } = {}
    // A theme whose hint and button both fail 4.5:1, as index.html's head script leaves it.
    const theme = TELEGRAM_DARK_THEME
    const painted = document.createElement('html')
    for (const [key, value] of Object.entries(theme))
      painted.style.setProperty(themeVariableName(key), value)
    runInNewContext(screenScript('ru-tg', '<p>x</p>', code), {
      window,
      document: { documentElement: painted },
    })
    expect(window.__prerendered).toBe('<p>x</p>')
    const live = document.createElement('html')
    applyThemeParams(theme, live)
    for (const name of ['--hint-readable', '--button-readable']) {
      expect(painted.style.getPropertyValue(name)).toMatch(/^#[0-9a-f]{6}$/)
      expect(painted.style.getPropertyValue(name)).toBe(live.style.getPropertyValue(name))
    }
    expect(painted.style.getPropertyValue('--hint-readable')).not.toBe(theme.hint_color)
  })

  it('names the files of a build by their content, one per screen, under one prefix', () => {
    const a = screenFiles({ ru: '<p>a</p>', 'ru-tg': '<p>b</p>' })
    expect(a.prefix).toMatch(/^\/assets\/prerender-[A-Za-z0-9]{8}-$/)
    expect(a.files.map((f) => f.fileName)).toEqual([
      `${a.prefix.slice(1)}ru.js`,
      `${a.prefix.slice(1)}ru-tg.js`,
    ])
    expect(screenFiles({ ru: '<p>a</p>', 'ru-tg': '<p>b</p>' }).prefix).toBe(a.prefix)
    expect(screenFiles({ ru: '<p>a!</p>', 'ru-tg': '<p>b</p>' }).prefix).not.toBe(a.prefix)
    // The theme code goes only into the screens for Telegram, and names a build of its own.
    const themed = screenFiles({ ru: '<p>a</p>', 'ru-tg': '<p>b</p>' }, 'theme();\n')
    expect(themed.files.map((f) => f.source.startsWith('theme();\n'))).toEqual([false, true])
    expect(themed.prefix).not.toBe(a.prefix)
  })
})
