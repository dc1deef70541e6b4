import { Agent, request, type IncomingHttpHeaders } from 'node:http'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/**
 * One HTTP request with its target sent exactly as written (fetch would normalise
 * `/x/../api/recipe` before sending it, and refuses an absolute-form target).
 */
export function rawRequest(
  url: string,
  target: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    agent?: Agent | false
    timeoutMs?: number
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: target,
        headers: options.headers ?? {},
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
          })
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer to ${target} in time`)))
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

export interface VariantTally {
  ok: number
  shed: number
  other: Record<number, number>
  errors: number
}

/**
 * A closed-loop load of recipe requests, each visitor cycling through `targets` (spellings of the
 * recipe route), kept up until every target has been shed (503 `unavailable`) at least once, or
 * `timeoutMs` passes. Returns what each target got.
 */
export async function loadUntilEachShed({
  url,
  targets,
  connections,
  timeoutMs,
  body,
}: {
  url: string
  targets: string[]
  connections: number
  timeoutMs: number
  body: string
}): Promise<Map<string, VariantTally>> {
  const tallies = new Map(
    targets.map((target) => [target, { ok: 0, shed: 0, other: {}, errors: 0 } as VariantTally]),
  )
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const deadline = performance.now() + timeoutMs
  const isDone = () =>
    performance.now() > deadline || [...tallies.values()].every((tally) => tally.shed > 0)
  const visitor = async (offset: number) => {
    for (let turn = offset; !isDone(); turn += 1) {
      const target = targets[turn % targets.length]!
      const tally = tallies.get(target)!
      try {
        const answer = await rawRequest(url, target, {
          method: 'POST',
          agent,
          body,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
        })
        if (answer.status === 200) tally.ok += 1
        else if (answer.status === 503 && answer.text.includes('"unavailable"')) tally.shed += 1
        else tally.other[answer.status] = (tally.other[answer.status] ?? 0) + 1
      } catch {
        tally.errors += 1
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, (_, index) => visitor(index)))
  } finally {
    agent.destroy()
  }
  return tallies
}
