import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection, createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'

/** Debian's package; CI installs it, so a missing binary is a failure, never a skip. */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

export interface RedisServer {
  port: number
  /** `redis://127.0.0.1:PORT`, with the password when one was asked for. */
  url: string
  /** Kills the server at once (SIGKILL), as a crash would; resolves when it is gone. */
  kill(): Promise<void>
  /** Starts it again on the same port, empty, and waits until it answers. */
  restart(): Promise<void>
  /** Whether the server process is alive (it may be paused). */
  isRunning(): boolean
  /** Freezes it (SIGSTOP): connections stay open, commands go unanswered. */
  pause(): void
  resume(): void
  close(): Promise<void>
}

/**
 * A real `redis-server` on a free loopback port, with nothing written to disk, started and
 * waited for (it answers PING) before this resolves.
 */
export async function startRedisServer(options: { password?: string } = {}): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `redis-server not found at ${REDIS_SERVER}: the shared-limits tests need a real Redis. ` +
        'Install it with `apt-get install redis-server` (or set REDIS_SERVER_PATH).',
    )
  }
  const port = await freePort()
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ...['--dir', tmpdir()],
    ...(options.password ? ['--requirepass', options.password] : []),
  ]
  let child: ChildProcess | undefined

  async function start() {
    const started = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    started.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child = started
    await waitUntilAnswering(port, options.password, started, () => errors)
  }

  async function kill() {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
    running.kill('SIGCONT')
    running.kill('SIGKILL')
    await exited
  }

  await start()
  const auth = options.password ? `:${encodeURIComponent(options.password)}@` : ''
  return {
    port,
    url: `redis://${auth}127.0.0.1:${port}`,
    kill,
    restart: async () => {
      await kill()
      await start()
    },
    isRunning: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    close: kill,
  }
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

/** Sends PING (after AUTH) until the server answers +PONG, for at most 10 s. */
async function waitUntilAnswering(
  port: number,
  password: string | undefined,
  child: ChildProcess,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server exited with ${child.exitCode}: ${stderr()}`)
    }
    if (await answersPing(port, password)) return
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function answersPing(port: number, password: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    let reply = ''
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.once('error', () => done(false))
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8')
      if (reply.includes('+PONG')) done(true)
      else if (reply.includes('-')) done(false)
    })
    socket.once('connect', () => {
      socket.write(`${password ? `AUTH ${password}\r\n` : ''}PING\r\n`)
    })
  })
}
