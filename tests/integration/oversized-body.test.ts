import { request } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DISCARD_MAX_MS } from '../../src/server/routes/read-recipe-request.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

const FIVE_MB = Buffer.alloc(5 * 1024 * 1024, 'a')
let server: ServerProcess

beforeAll(async () => {
  // Thirty 5 MB uploads at a load of 8 on two cores lag the loop past the overload guard's bound,
  // and a shed request gets a (readable) 503 before its body is read: seen in 2 of 3 runs, on
  // main's code too. What is tested here is the body limit's answer, so the guard stays out.
  server = await startServerProcess({ MAX_EVENT_LOOP_LAG_MS: '0' })
}, 60_000)

afterAll(() => server?.kill())

/** node:http without a pool: `Connection: close`, the body sent at once with no Expect. */
function postWithNodeHttp(port: number): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/recipe',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': FIVE_MB.length },
      },
      (incoming) => {
        let body = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (text: string) => (body += text))
        incoming.on('end', () => resolve(`${incoming.statusCode} ${body}`))
        incoming.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`))
      },
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`))
    outgoing.end(FIVE_MB)
  })
}

/** A raw socket: headers and body written in one go, then everything read until the close. */
function postWithRawSocket(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (text: string) => (received += text))
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`))
    socket.on('end', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      resolve(`${head.split(' ')[1]} ${body}`)
    })
    socket.write(
      `POST /api/recipe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${FIVE_MB.length}\r\nConnection: close\r\n\r\n`,
    )
    socket.end(FIVE_MB)
  })
}

test('every 5 MB body sent without Expect gets a readable 413, none a reset', async () => {
  const port = Number(new URL(server.url).port)
  const answers: string[] = []
  // Ten at a time, alternating clients: concurrent uploads are what made the resets likely.
  for (let batch = 0; batch < 3; batch += 1) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          index % 2 === 0 ? postWithNodeHttp(port) : postWithRawSocket(port),
        ),
      )),
    )
  }

  expect(answers).toHaveLength(30)
  for (const answer of answers) {
    expect(answer).toMatch(/^413 /)
    expect(JSON.parse(answer.slice(4))).toMatchObject({ error: { code: 'payload_too_large' } })
  }
}, 60_000)

test('a body that stalls part-way still gets its 413 within the bound, and the connection closes', async () => {
  const port = Number(new URL(server.url).port)
  const startedAt = Date.now()
  const answer = await new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      const outgoing = request({
        host: '127.0.0.1',
        port,
        path: '/api/recipe',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': FIVE_MB.length },
      })
      outgoing.on('error', reject)
      outgoing.on('response', (incoming) => {
        incoming.resume()
        outgoing.destroy()
        resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection })
      })
      // A tenth of the body, then nothing: the server must not wait for the rest.
      outgoing.write(FIVE_MB.subarray(0, FIVE_MB.length / 10))
    },
  )
  expect(answer).toEqual({ status: 413, connection: 'close' })
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(DISCARD_MAX_MS - 100)
  expect(Date.now() - startedAt).toBeLessThan(DISCARD_MAX_MS + 5_000)
})
