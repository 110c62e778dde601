// @vitest-environment node
// The README stays short and no document points at a file that is gone: every relative link (and
// the heading it names) and every backticked repository path in README.md and docs/*.md must
// exist, so moving a file or renaming a section without updating the text that names it fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

const TOP = '(?:src|server|contract|tests|scripts|sw|docs|deploy|public|\\.ci)'
/** A backticked repository path: under a top-level folder, or one of the root's own files. */
const REPO_PATH = new RegExp(
  `^(?:\\./)?(?:${TOP}/[\\w.@/-]*|Dockerfile|compose\\.yaml|package\\.json|[\\w-]+\\.config\\.(?:ts|js))$`,
)

/** Backticked repository paths of a markdown text, without a trailing `:line`. */
export function backtickedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] as string).trim())
  return spans.map((s) => s.replace(/:\d+$/, '')).filter((s) => REPO_PATH.test(s))
}

/** Relative link targets of a markdown text (no scheme), as a file (empty: this one) and an anchor. */
export function relativeLinks(markdown: string): { file: string; anchor?: string }[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] as string)
    .filter((target) => !/^[a-z][\w+.-]*:/i.test(target))
    .map((target) => {
      const [file, anchor] = target.split('#') as [string, string | undefined]
      return anchor === undefined ? { file: decodeURI(file) } : { file: decodeURI(file), anchor }
    })
}

/** The anchors GitHub gives a markdown text's headings (fenced code is not a heading). */
export function headingAnchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '')
  return new Set(
    [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      (m[1] as string)
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  )
}

describe('backtickedPaths and relativeLinks', () => {
  it('pick repository paths and relative links, and nothing else', () => {
    const text =
      'See `server/core/index.ts:12`, `src/features/`, `Dockerfile`, `vite.config.ts`, not ' +
      '`/api/cart/add`, `tests/e2e/<area>/`, `npm test`, `web-app.ts`. [a](docs/x.md#top) ' +
      '[b](https://example.com) [c](#anchor) ![d](docs/screenshots/home%20dark.png)'
    expect(backtickedPaths(text)).toEqual([
      'server/core/index.ts',
      'src/features/',
      'Dockerfile',
      'vite.config.ts',
    ])
    expect(relativeLinks(text)).toEqual([
      { file: 'docs/x.md', anchor: 'top' },
      { file: '', anchor: 'anchor' },
      { file: 'docs/screenshots/home dark.png' },
    ])
  })

  it("name headings' anchors as GitHub does, skipping fenced code", () => {
    const text =
      "# Operations: the `TRUST_PROXY` set-up\n\n```sh\n# not a heading\n```\n## What's left\n"
    expect([...headingAnchors(text)]).toEqual(['operations-the-trust_proxy-set-up', 'whats-left'])
  })
})

describe('the documentation', () => {
  it('keeps the README at most 200 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(200)
  })

  it.each(DOCS)('%s names only files that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8')
    const missing = backtickedPaths(text).filter((path) => !existsSync(join(ROOT, path)))
    for (const { file, anchor } of relativeLinks(text)) {
      const path = file ? relative(ROOT, join(ROOT, dirname(doc), file)) : doc
      if (!existsSync(join(ROOT, path))) missing.push(path)
      else if (anchor !== undefined && path.endsWith('.md')) {
        const anchors = headingAnchors(readFileSync(join(ROOT, path), 'utf8'))
        if (!anchors.has(anchor)) missing.push(`${path}#${anchor}`)
      }
    }
    expect(missing).toEqual([])
  })
})
