import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build, type PluginOption } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT_DIR = path.join(ROOT, 'dist/client')
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export interface BuildClientOptions {
  outDir?: string
  /** Vite's mode: `static` builds the page for a static host (see scripts/build-static.ts). */
  mode?: string
  /** The URL path the page is served under; Vite's default `/` unless given. */
  base?: string
  /** More Vite plugins, after vite.config.ts's own. */
  plugins?: PluginOption[]
  /**
   * Writes .br and .gz beside each text asset (the default). A build served only by a test's
   * plain file server can skip them: brotli at quality 11 is most of a build's CPU (8.5 s for the
   * device chef's chunk alone).
   */
  precompress?: boolean
}

/**
 * Builds the page and writes .br and .gz beside each text asset, so the server sends compressed
 * bytes without compressing on every request.
 */
export async function buildClient({
  outDir = OUT_DIR,
  mode,
  base,
  plugins,
  precompress = true,
}: BuildClientOptions = {}): Promise<void> {
  await build({
    root: ROOT,
    logLevel: 'warn',
    configFile: path.join(ROOT, 'vite.config.ts'),
    // The device chef's chunk (the offline chef's lexicon and dishes, lazy) is far past Vite's
    // 500 KB warning by design; the first load has its own budget (e2e/first-load.spec.ts).
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2_500 },
    ...(mode === undefined ? {} : { mode }),
    ...(base === undefined ? {} : { base }),
    ...(plugins === undefined ? {} : { plugins }),
  })
  if (!precompress) return
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
