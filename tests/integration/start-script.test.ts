import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { isServerBuildStale } from '../../scripts/start.mjs'

let root: string | undefined

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

async function touch(file: string, atSeconds: number) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, '')
  await utimes(file, atSeconds, atSeconds)
}

test('npm start rebuilds the server when the bundle is missing, or a source is newer or gone', async () => {
  root = await mkdtemp(path.join(tmpdir(), 'start-script-'))
  const bundle = path.join(root, 'dist/server/main.js')
  const source = path.join(root, 'src/server/main.ts')
  await touch(source, 1_000)
  expect(isServerBuildStale(root)).toBe(true)

  await touch(bundle, 2_000)
  expect(isServerBuildStale(root)).toBe(true) // no list of inputs: cannot tell
  await writeFile(
    path.join(root, 'dist/server/inputs.json'),
    JSON.stringify(['src/server/main.ts']),
  )
  expect(isServerBuildStale(root)).toBe(false)

  await utimes(source, 3_000, 3_000)
  expect(isServerBuildStale(root)).toBe(true)

  await utimes(source, 1_000, 1_000)
  await rm(source)
  expect(isServerBuildStale(root)).toBe(true)
})
