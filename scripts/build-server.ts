import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type BuildOptions } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '..')
export const SERVER_OUT_DIR = path.join(ROOT, 'dist/server')

/**
 * Besides the sources esbuild reports, what shapes the bundle: a change to either makes
 * scripts/start.mjs rebuild it.
 */
const BUILD_INPUTS = ['scripts/build-server.ts', 'tsconfig.json']

/**
 * How the server is bundled: one ESM file for Node 20, packages left to node_modules. The
 * benchmark bundles the chef with the same options, to time it as it is served.
 */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
} as const satisfies BuildOptions

/**
 * Bundles the server (src/server/main.ts and everything it imports from src/) into one plain
 * JavaScript file, dist/server/main.js, so `npm start` serves with `node` alone: no TypeScript
 * loader in the serving process (it costs start-up time and ~100 MB of RSS). Packages stay
 * external and load from node_modules as they would under tsx. Not minified, so stack traces
 * stay readable; esbuild marks each module's source path in the bundle.
 *
 * dist/server/inputs.json lists every file the bundle was made from; scripts/start.mjs compares
 * their times with the bundle's to decide whether to rebuild. Written into a temporary folder and
 * renamed into place, inputs.json last, so a process starting meanwhile (tests start several at
 * once) never loads half a bundle.
 */
export async function buildServer({ outDir = SERVER_OUT_DIR }: { outDir?: string } = {}) {
  await mkdir(outDir, { recursive: true })
  const staging = await mkdtemp(path.join(outDir, '.build-'))
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ['src/server/main.ts'],
      outfile: path.join(staging, 'main.js'),
      ...SERVER_BUNDLE_OPTIONS,
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    })
    const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS].sort()
    await rename(path.join(staging, 'main.js.map'), path.join(outDir, 'main.js.map'))
    await rename(path.join(staging, 'main.js'), path.join(outDir, 'main.js'))
    await writeFile(path.join(staging, 'inputs.json'), `${JSON.stringify(inputs, null, 2)}\n`)
    await rename(path.join(staging, 'inputs.json'), path.join(outDir, 'inputs.json'))
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer()
}
