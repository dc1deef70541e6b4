import { spawn } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')
export const CLIENT_OUT_DIR = path.join(PROJECT_ROOT, 'dist/client')

/** What the built page is made from; a change to any of these makes the build stale. */
const CLIENT_INPUTS = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  // The build's own plugins: the prerendered shell, the service worker and manifest.
  'scripts/vite',
]

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(target, { withFileTypes: true, recursive: true })
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs),
  )
  return Math.max(info.mtimeMs, ...times)
}

/** True when dist/client is missing or older than any of its inputs. */
export async function isClientBuildStale(root = PROJECT_ROOT): Promise<boolean> {
  const builtAt = await newestMtime(path.join(root, 'dist/client/index.html'))
  if (builtAt === 0) return true
  const inputTimes = await Promise.all(
    CLIENT_INPUTS.map((input) => newestMtime(path.join(root, input))),
  )
  return Math.max(...inputTimes) > builtAt
}

/**
 * Builds the page with Vite when it is missing or stale, so `npm start` always serves it. The
 * build runs in a child process: Vite (and the TypeScript loader the build script needs) would
 * otherwise stay loaded in the serving process for good.
 */
export async function ensureClientBuild(log: (message: string) => void): Promise<void> {
  if (!(await isClientBuildStale())) return
  log('Building the page (missing or out of date)…')
  const build = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/build-client.ts')],
    // Its output goes to stderr: stdout carries only the server's JSON log lines.
    { cwd: PROJECT_ROOT, stdio: ['ignore', 2, 'inherit'] },
  )
  const code = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject)
    build.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`Building the page failed (exit code ${code})`)
}
