import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { takeTurnsWhenSaturated } from './fair-turns.ts'

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

async function serve(isSaturated: () => boolean, perTurn: number) {
  let paused = 0
  server = createServer((incoming, response) => {
    incoming.resume()
    response.end('ok')
  })
  server.on('connection', (socket) => {
    const pause = socket.pause.bind(socket)
    socket.pause = () => {
      paused += 1
      return pause()
    }
  })
  takeTurnsWhenSaturated(server, { isSaturated, perTurn })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { port, paused: () => paused }
}

function get(port: number, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent }, (incoming) => {
      let body = ''
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()))
      incoming.on('end', () => resolve(body))
    })
      .on('error', reject)
      .end()
  })
}

test('while saturated, every keep-alive visitor still gets every answer, taking turns', async () => {
  const { port, paused } = await serve(() => true, 1)
  const agent = new Agent({ keepAlive: true, maxSockets: 20 })
  const visitor = async () => {
    const answers: string[] = []
    for (let index = 0; index < 10; index += 1) answers.push(await get(port, agent))
    return answers
  }
  const all = await Promise.all(Array.from({ length: 20 }, visitor))
  agent.destroy()
  expect(all.flat()).toEqual(Array.from({ length: 200 }, () => 'ok'))
  // Connections were really made to wait their turn, not served straight through.
  expect(paused()).toBeGreaterThan(100)
})

test('a loop with time to spare leaves connections alone', async () => {
  const { port, paused } = await serve(() => false, 1)
  const agent = new Agent({ keepAlive: true, maxSockets: 5 })
  for (let index = 0; index < 20; index += 1) expect(await get(port, agent)).toBe('ok')
  agent.destroy()
  expect(paused()).toBe(0)
})
