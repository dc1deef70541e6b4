import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createConnection, createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Debian's package; CI installs it, so a missing binary is a failure, never a skip. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export const NGINX_CONFIG = path.resolve(import.meta.dirname, '../../deploy/nginx/chef-claude.conf')

/** The addresses the committed file ships with (docs/deploy.md names the same). */
const DEFAULTS = {
  app1: 'server 127.0.0.1:3001 ',
  app2: 'server 127.0.0.1:3002 ',
  listen: 'listen 8080;',
  cache: 'proxy_cache_path /var/lib/nginx/chef-claude-assets ',
}

/**
 * The committed configuration with its defaults swapped for a test's own addresses. Each default
 * must appear exactly once, so an edit to the file that moves one fails here, loudly, instead of
 * leaving the test running a different setup from the one operators get.
 */
export function renderNginxConfig(
  template: string,
  options: { app1: string; app2: string; listenPort: number; cacheDir: string },
): string {
  const replacements: [string, string][] = [
    [DEFAULTS.app1, `server ${options.app1} `],
    [DEFAULTS.app2, `server ${options.app2} `],
    [DEFAULTS.listen, `listen 127.0.0.1:${options.listenPort};`],
    [DEFAULTS.cache, `proxy_cache_path ${options.cacheDir} `],
  ]
  return replacements.reduce((text, [from, to]) => {
    const count = text.split(from).length - 1
    if (count !== 1) {
      throw new Error(`expected "${from.trim()}" once in the nginx configuration, found ${count}`)
    }
    return text.replace(from, to)
  }, template)
}

export interface Nginx {
  url: string
  /** nginx's access log, one parsed line per request (see ACCESS_LOG_FORMAT). */
  accessLog(): Promise<{ request: string; status: number; upstream: string; requestId: string }[]>
  close(): Promise<void>
}

// Tab-separated, so a request line with spaces still splits into the same fields.
const ACCESS_LOG_FORMAT = "'$request\\t$status\\t$upstream_addr\\t$request_id'"

/**
 * Debian's nginx running deploy/nginx/chef-claude.conf, wrapped in a minimal main file the way
 * Debian's nginx.conf includes conf.d, under a temporary prefix (temp files, cache, log, pid) and
 * on a free loopback port. Resolves once it accepts connections.
 */
export async function startNginx(options: { app1: string; app2: string }): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx not found at ${NGINX}: the deployment test runs the real reverse proxy. ` +
        'Install it with `apt-get install nginx` (.ci/run does), or set NGINX_PATH.',
    )
  }
  const prefix = await mkdtemp(path.join(tmpdir(), 'chef-nginx-'))
  // Run as root, nginx's workers drop to `nobody`, who must reach the temp and cache folders.
  await chmod(prefix, 0o755)
  await mkdir(path.join(prefix, 'tmp'))
  const listenPort = await freePort()
  const site = renderNginxConfig(await readFile(NGINX_CONFIG, 'utf8'), {
    ...options,
    listenPort,
    cacheDir: path.join(prefix, 'cache'),
  })
  await writeFile(path.join(prefix, 'chef-claude.conf'), site)
  const accessLog = path.join(prefix, 'access.log')
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      `  log_format deploy_test ${ACCESS_LOG_FORMAT};`,
      `  access_log ${accessLog} deploy_test;`,
      // As an operator's main file may have it (Debian's has `gzip on`): the site must still
      // keep its event stream uncompressed.
      '  gzip on;',
      '  gzip_types text/event-stream application/json;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(prefix, 'tmp', kind)};`,
      ),
      '  include chef-claude.conf;',
      '}',
      '',
    ].join('\n'),
  )

  const child = spawn(
    NGINX,
    [
      ...['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
      ...['-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log stderr;`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
  await waitUntilListening(listenPort, child, () => errors)

  return {
    url: `http://127.0.0.1:${listenPort}`,
    accessLog: async () =>
      (await readFile(accessLog, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [request = '', status = '', upstream = '', requestId = ''] = line.split('\t')
          return { request, status: Number(status), upstream, requestId }
        }),
    close: async () => {
      await stop(child)
      await rm(prefix, { recursive: true, force: true })
    },
  }
}

/** SIGTERM is nginx's fast shutdown: the master stops its workers before it exits itself. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  await exited
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilListening(
  port: number,
  child: ChildProcess,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr()}`)
    if (await accepts(port)) return
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
