import autocannon from 'autocannon'
import { startServerChild } from '../bench/child-process.ts'
import { readCpuMs } from '../bench/proc-stats.ts'
import { RECIPE_CHUNKS, RECIPE_REQUEST_BODY } from '../bench/recipe-fixtures.ts'
const accept = process.argv[2] ?? 'application/json'
const prof = process.argv[3] === 'prof'
const upstream = await startServerChild('bench/servers/upstream.ts', { chunks: RECIPE_CHUNKS, firstByteDelayMs: 50, chunkDelayMs: 0 })
const run = async (entry: string, opts: object, args: string[]) => {
  const p = await startServerChild(entry, opts, { nodeArgs: args })
  const go = (s: number) => new Promise<any>((res, rej) => autocannon({ url: `http://127.0.0.1:${p.port}/api/recipe`, method: 'POST', headers: { 'content-type': 'application/json', accept }, body: RECIPE_REQUEST_BODY, connections: 50, duration: s }, (e, r) => e ? rej(e) : res(r)))
  await go(2)
  const c0 = readCpuMs(p.pid)
  const r = await go(8)
  const cpu = (readCpuMs(p.pid) - c0) / r['2xx']
  await p.stop()
  return { rps: r.requests.average, cpu }
}
for (let i = 0; i < 2; i++) {
  const bare = await run('bench/servers/bare-proxy.ts', { upstreamPort: upstream.port }, [])
  const ours = await run('bench/servers/our-server.ts', { engine: 'llm', upstreamBaseUrl: `http://127.0.0.1:${upstream.port}/v1` }, prof ? ['--cpu-prof', '--cpu-prof-dir=/work/tmp/prof3'] : [])
  console.log(accept, 'bare', bare.cpu.toFixed(3), 'ours', ours.cpu.toFixed(3), 'ratio', (ours.cpu / bare.cpu).toFixed(2), 'rps', bare.rps, ours.rps)
}
await upstream.stop()
process.exit(0)
