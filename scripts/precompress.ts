// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every
// text file of dist/, so the server sends compressed bytes without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { COMPRESSIBLE } from '../server/http/static-file'

/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 256

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

export function precompress(dir: string): { files: number; before: number; after: number } {
  let count = 0
  let before = 0
  let after = 0
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue
    const raw = readFileSync(path)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    writeFileSync(`${path}.br`, br)
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }))
    count += 1
    before += raw.length
    after += br.length
  }
  return { files: count, before, after }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist'
  const { files: n, before, after } = precompress(dir)
  console.log(
    `precompressed ${n} files in ${dir}: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`,
  )
}
