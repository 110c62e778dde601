// Fails (exit 1) when a locale's catalog is missing or any message in it has no translation, for
// every catalog in lingui.config.ts (the app's in src/locales, the bot's in server/bot/locales).
// Run after `lingui extract` (npm run i18n:check), so every message in the code is in the catalogs.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parsePo, type PoEntry } from '../server/bot/po'

export { parsePo, type PoEntry } from '../server/bot/po'

/** Live messages (not the header, not obsolete) with an empty translation. */
export const untranslated = (entries: PoEntry[]): PoEntry[] =>
  entries.filter(
    (e) =>
      e.msgid !== '' &&
      !e.obsolete &&
      (e.msgstr.length === 0 || e.msgstr.some((s) => s.trim() === '')),
  )

export interface CatalogConfig {
  locales: string[]
  catalogs?: { path: string }[]
}

/** Every problem found, one line each; empty when all catalogs are complete. */
export function checkCatalogs(config: CatalogConfig, rootDir: string): string[] {
  const problems: string[] = []
  for (const catalog of config.catalogs ?? []) {
    for (const locale of config.locales) {
      const file = `${catalog.path.replace('<rootDir>', rootDir).replace('{locale}', locale)}.po`
      const shown = relative(rootDir, file)
      if (!existsSync(file)) {
        problems.push(`${locale}: catalog missing (${shown})`)
        continue
      }
      for (const e of untranslated(parsePo(readFileSync(file, 'utf8')))) {
        const where = e.references[0] ? ` (${e.references[0]})` : ''
        problems.push(`${locale}: no translation for ${JSON.stringify(e.msgid)}${where}`)
      }
    }
  }
  return problems
}

async function main() {
  const rootDir = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')
  const { default: config } = (await import('../lingui.config')) as { default: CatalogConfig }
  const problems = checkCatalogs(config, rootDir)
  if (problems.length > 0) {
    console.error(
      `i18n check failed: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    process.exit(1)
  }
  console.log(`i18n check passed: ${config.locales.join(', ')} catalogs are complete`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
