// The build's check on the prerendered home screen: every CSS-module class it uses is defined by
// the built stylesheet, so a copy painted before the bundle runs is never unstyled.
import { describe, expect, it } from 'vitest'
import {
  holder,
  missingClasses,
  templateId,
  withoutStyleAttributes,
} from '../../../scripts/prerender-html'

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

  it('names one template per language and layout', () => {
    expect([templateId('ru', false), templateId('en', true)]).toEqual([
      'prerender-ru',
      'prerender-en-tg',
    ])
  })

  it('drops style attributes, which the CSP would refuse, and keeps the rest', () => {
    expect(
      withoutStyleAttributes(
        '<span class="_skeleton_rklpw_1" style="width:64px;height:20px">x</span>',
      ),
    ).toBe('<span class="_skeleton_rklpw_1">x</span>')
  })

  it('holds a screen as text the parser does not build, and refuses one with a script tag', () => {
    const held = holder('prerender-ru', '<h1 class="a">x<!-- -->y</h1>')
    expect(held).toBe(
      '<script type="text/html" id="prerender-ru"><h1 class="a">x<!-- -->y</h1></script>',
    )
    const doc = new DOMParser().parseFromString(`<body>${held}</body>`, 'text/html')
    expect(doc.querySelector('h1')).toBeNull()
    expect(doc.getElementById('prerender-ru')?.textContent).toBe('<h1 class="a">x<!-- -->y</h1>')
    expect(() => holder('prerender-en', '<p>a</p></script><p>b</p>')).toThrow(/script tag/)
    expect(() => holder('prerender-en', '<p><SCRIPT>b</p>')).toThrow(/script tag/)
  })
})
