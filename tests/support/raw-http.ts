import { request, type Agent } from 'node:http'
import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * One HTTP request with exactly these headers, `Host` included (fetch will not send a Host of
 * our choosing, and a rebinding page's requests are all about their Host).
 */
export function httpRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers ?? {}, agent: init.agent ?? false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

/**
 * Writes `head` (request line and headers, CRLF-separated, ending in a blank line) on a fresh
 * connection and resolves with everything the server sent within `readMs` of its first byte, or
 * until it closed: for what a client library would hide, such as an interim `100 Continue`.
 */
export function rawExchange(
  address: { host: string; port: number },
  head: string,
  { readMs = 500, timeoutMs = 10_000 } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, address.host)
    let received = ''
    let settle: NodeJS.Timeout | undefined
    const deadline = setTimeout(() => finish(), timeoutMs)
    function finish() {
      clearTimeout(deadline)
      clearTimeout(settle)
      socket.destroy()
      resolve(received)
    }
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(head))
    socket.on('data', (chunk: string) => {
      received += chunk
      settle ??= setTimeout(finish, readMs)
    })
    socket.on('close', finish)
    socket.on('error', (error) => {
      if (received === '') reject(error)
      else finish()
    })
  })
}
