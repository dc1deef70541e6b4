import { Agent, createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { announceListening, exitWithParent, readOptions } from './child-lifecycle.ts'

/**
 * The baseline: the least a token-holding proxy can do with node:http — add the bearer header,
 * pipe the visitor's body to the upstream and pipe the upstream's bytes back. No validation,
 * no parsing, no re-encoding: whatever our server costs on top of this is its overhead.
 */
exitWithParent()
const { upstreamPort } = readOptions((value) => value as { upstreamPort: number })
// Keep-alive to the upstream, as undici's pool gives our server.
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })

const server = createServer((visitorRequest, visitorResponse) => {
  const upstreamRequest = httpRequest(
    {
      host: '127.0.0.1',
      port: upstreamPort,
      path: '/v1/chat/completions',
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer bench-key',
        ...(visitorRequest.headers['content-length']
          ? { 'content-length': visitorRequest.headers['content-length'] }
          : {}),
      },
    },
    (upstreamResponse) => {
      visitorResponse.writeHead(upstreamResponse.statusCode ?? 502, {
        'content-type': upstreamResponse.headers['content-type'] ?? 'text/event-stream',
      })
      upstreamResponse.pipe(visitorResponse)
    },
  )
  upstreamRequest.on('error', () => {
    if (!visitorResponse.headersSent) visitorResponse.writeHead(502)
    visitorResponse.end()
  })
  visitorResponse.on('close', () => {
    if (!visitorResponse.writableFinished) upstreamRequest.destroy()
  })
  visitorRequest.pipe(upstreamRequest)
})
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  announceListening((server.address() as AddressInfo).port)
})
