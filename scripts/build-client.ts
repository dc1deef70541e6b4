import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT_DIR = path.join(ROOT, 'dist/client')
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Builds the page and writes .br and .gz beside each text asset, so the server sends compressed
 * bytes without compressing on every request.
 */
export async function buildClient({ outDir = OUT_DIR }: { outDir?: string } = {}): Promise<void> {
  await build({
    root: ROOT,
    logLevel: 'warn',
    configFile: path.join(ROOT, 'vite.config.ts'),
    build: { outDir, emptyOutDir: true },
  })
  const files = await readdir(outDir, { recursive: true, withFileTypes: true })
  await Promise.all(
    files
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        const content = await readFile(file)
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(content, { level: 9 }),
          brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ])
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped)
        if (brotli.length < content.length) await writeFile(`${file}.br`, brotli)
      }),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClient()
}
