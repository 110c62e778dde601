import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkCatalogs, parsePo, untranslated } from '../../../scripts/check-catalogs'

const HEADER =
  'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ru\\n"\n'

const po = (...entries: string[]) => [HEADER, ...entries].join('\n')

describe('parsePo', () => {
  it('reads ids, translations spread over lines, references and obsolete entries', () => {
    const entries = parsePo(
      po(
        '#: src/a.tsx:1\n#: src/b.tsx:2\nmsgid "Home"\nmsgstr "Главная"\n',
        'msgid ""\n"Long "\n"text"\nmsgstr ""\n"Длинный "\n"текст"\n',
        '#~ msgid "Gone"\n#~ msgstr ""\n',
      ),
    )
    expect(entries.map((e) => e.msgid)).toEqual(['', 'Home', 'Long text', 'Gone'])
    expect(entries[1]).toMatchObject({
      msgstr: ['Главная'],
      references: ['src/a.tsx:1', 'src/b.tsx:2'],
    })
    expect(entries[2]?.msgstr).toEqual(['Длинный текст'])
    expect(entries[3]?.obsolete).toBe(true)
  })

  it('flags live messages with an empty translation, but not the header or obsolete ones', () => {
    const entries = parsePo(
      po(
        'msgid "Buy"\nmsgstr ""\n',
        'msgid "Home"\nmsgstr "Главная"\n',
        '#~ msgid "Gone"\n#~ msgstr ""\n',
      ),
    )
    expect(untranslated(entries).map((e) => e.msgid)).toEqual(['Buy'])
  })
})

describe('checkCatalogs', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  function project(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'catalogs-'))
    for (const [locale, text] of Object.entries(files)) {
      mkdirSync(join(dir, 'locales', locale), { recursive: true })
      writeFileSync(join(dir, 'locales', locale, 'messages.po'), text)
    }
    return { locales: ['ru', 'en'], catalogs: [{ path: '<rootDir>/locales/{locale}/messages' }] }
  }

  it('passes when every catalog exists and is translated', () => {
    const config = project({
      ru: po('msgid "Home"\nmsgstr "Главная"\n'),
      en: po('msgid "Home"\nmsgstr "Home"\n'),
    })
    expect(checkCatalogs(config, dir!)).toEqual([])
  })

  it('lists each missing translation with where it is used', () => {
    const config = project({
      ru: po('#: src/tab-bar.tsx:9\nmsgid "Buy"\nmsgstr ""\n', 'msgid "Home"\nmsgstr "Главная"\n'),
      en: po('msgid "Buy"\nmsgstr "Buy"\n', 'msgid "Home"\nmsgstr "Home"\n'),
    })
    expect(checkCatalogs(config, dir!)).toEqual([
      'ru: no translation for "Buy" (src/tab-bar.tsx:9)',
    ])
  })

  it('reports a missing catalog', () => {
    const config = project({ ru: po('msgid "Home"\nmsgstr "Главная"\n') })
    expect(checkCatalogs(config, dir!)).toEqual(['en: catalog missing (locales/en/messages.po)'])
  })
})
