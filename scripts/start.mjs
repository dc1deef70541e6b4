// `npm start`: serve the compiled server, building it first when it is missing or older than its
// sources. Plain JavaScript on purpose: this process becomes the server (signals reach it
// directly), so it must not load a TypeScript loader; a build, when needed, runs in a child.
import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
const BUNDLE = path.join(ROOT, 'dist/server/main.js')

function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/** True when the bundle is missing, or any file it was built from is gone or newer than it. */
export function isServerBuildStale(root = ROOT) {
  const builtAt = mtimeMs(path.join(root, 'dist/server/main.js'))
  if (builtAt === undefined) return true
  let inputs
  try {
    inputs = JSON.parse(readFileSync(path.join(root, 'dist/server/inputs.json'), 'utf8'))
  } catch {
    return true
  }
  return inputs.some((input) => {
    const time = mtimeMs(path.join(root, input))
    return time === undefined || time > builtAt
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (isServerBuildStale()) {
    console.error('Building the server (missing or out of date)…')
    const build = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/build-server.ts')],
      { cwd: ROOT, stdio: ['ignore', 2, 'inherit'] },
    )
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  await import(pathToFileURL(BUNDLE).href)
}
