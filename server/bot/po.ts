// A minimal gettext (.po) reader: the bot loads its Lingui catalogs with it at start (./i18n.ts) and
// `npm run i18n:check` (scripts/check-catalogs.ts) reads every catalog with it. Lingui's own PO
// parser (@lingui/format-po) is a build-time package the production image does not install.

export interface PoEntry {
  msgid: string
  msgstr: string[]
  references: string[]
  obsolete: boolean
}

/** Reads a gettext string that may continue over several quoted lines. */
function unquote(line: string): string {
  const start = line.indexOf('"')
  return start < 0 ? '' : (JSON.parse(line.slice(start)) as string)
}

/** msgid, msgstr (or msgstr[n]), `#:` references and `#~` obsolete marks of every entry. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/).map((l) => l.trimEnd())
    const obsolete = lines.some((l) => l.startsWith('#~'))
    const body = lines.map((l) => (l.startsWith('#~') ? l.slice(2).trimStart() : l))
    const references = body
      .filter((l) => l.startsWith('#:'))
      .flatMap((l) => l.slice(2).trim().split(/\s+/))
    let field: 'msgid' | 'msgstr' | undefined
    let msgid = ''
    const msgstr: string[] = []
    let seen = false
    for (const line of body) {
      if (line.startsWith('msgid ')) {
        field = 'msgid'
        msgid = unquote(line)
        seen = true
      } else if (/^msgstr(\[\d+\])? /.test(line)) {
        field = 'msgstr'
        msgstr.push(unquote(line))
      } else if (line.startsWith('"') && field) {
        if (field === 'msgid') msgid += unquote(line)
        else msgstr[msgstr.length - 1] += unquote(line)
      } else if (!line.startsWith('#')) {
        field = undefined
      }
    }
    if (seen) entries.push({ msgid, msgstr, references, obsolete })
  }
  return entries
}
