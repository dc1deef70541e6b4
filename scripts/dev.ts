import { spawn } from 'node:child_process'
import path from 'node:path'
import { createServer } from 'vite'

/**
 * `npm run dev`: the API restarts on every server change (tsx watch) and the page hot-reloads
 * (Vite), with Vite proxying /api to the API. Open the URL Vite prints.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.PORT ?? 3000)
const API_PORT = Number(process.env.API_PORT ?? PORT + 1)

const api = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['watch', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1', SERVE_CLIENT: 'false' },
})

process.env.API_PORT = String(API_PORT)
const vite = await createServer({ root: ROOT, server: { port: PORT, strictPort: true } })
await vite.listen()
vite.printUrls()

function stop() {
  api.kill('SIGTERM')
  void vite.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
api.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code)
})
