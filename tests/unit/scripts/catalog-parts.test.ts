// @vitest-environment node
// The catalog's two parts: `first` holds the messages of the first route's source files, `rest`
// every other one, together the whole catalog, neither repeating the other; the first route's files
// are the static closure of the entry, the app's start module and the home screen, without queries.
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { compilePart, firstRouteFiles } from '../../../scripts/catalog-parts'
import { APP_START, ENTRY, HOME_SCREEN, type ModuleGraph } from '../../../scripts/chunk-groups'

const HOME_PAGE = 'src/features/catalog/components/home-page.tsx'
const keys = async (part: 'first' | 'rest', files: Set<string> | 'all', locale = 'ru') =>
  Object.keys(JSON.parse(await compilePart(locale, part, files)) as object)

describe('catalog parts', () => {
  it('splits by the files a message comes from, losing and repeating nothing', async () => {
    const files = new Set([HOME_PAGE])
    const [first, rest, all] = await Promise.all([
      keys('first', files),
      keys('rest', files),
      keys('first', 'all'),
    ])
    const hero = generateMessageId('Domains right in Telegram')
    expect(first).toContain(hero)
    expect(rest).not.toContain(hero)
    expect(rest).toContain(generateMessageId('Language'))
    expect(first.filter((id) => rest.includes(id))).toEqual([])
    expect([...first, ...rest].sort()).toEqual([...all].sort())
    expect(await keys('rest', 'all')).toEqual([])
  })

  it('compiles translations, not source texts', async () => {
    const ru = JSON.parse(await compilePart('ru', 'first', new Set([HOME_PAGE]))) as Record<
      string,
      unknown
    >
    expect(ru[generateMessageId('Domains right in Telegram')]).toEqual(['Домены прямо в Telegram'])
  })

  it('takes the static closure of the entry, the app and the home screen, as files', () => {
    const imports: Record<string, string[]> = {
      [ENTRY]: [],
      [APP_START]: [`${APP_START.replace('main.tsx', 'lib/i18n.ts')}`],
      [HOME_SCREEN]: [],
    }
    const graph: ModuleGraph = {
      getModuleInfo: (id) =>
        id in imports ? { importedIds: imports[id] ?? [] } : { importedIds: [] },
    }
    expect([...firstRouteFiles(graph)].sort()).toEqual([
      'src/boot.ts',
      'src/lib/i18n.ts',
      'src/main.tsx',
      'src/routes/index.tsx',
    ])
  })
})
