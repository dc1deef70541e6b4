import path from 'node:path'
import { buildClient } from '../scripts/build-client.ts'
import { PROJECT_ROOT } from './child-process.ts'

/**
 * The benchmarks' own build of the page, made with the project's build script but into
 * bench/.results (git-ignored), so a run never empties dist/client under someone's tests.
 */
export const BENCH_CLIENT_DIR = path.join(PROJECT_ROOT, 'bench/.results/client')

let built: Promise<void> | undefined

export function ensureBenchClientBuild(): Promise<void> {
  built ??= buildClient({ outDir: BENCH_CLIENT_DIR })
  return built
}
