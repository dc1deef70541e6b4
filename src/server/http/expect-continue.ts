import type { Server } from 'node:http'
import type { ErrorBody } from '../../shared/error-codes.ts'
import { MAX_BODY_BYTES } from '../../shared/limits.ts'

/**
 * Answers `Expect: 100-continue` ourselves. Node's default says "100 Continue" to every such
 * request, inviting the client to send a body we are about to refuse: a declared length over
 * {@link MAX_BODY_BYTES} now gets the 413 at once, in the API's error shape, and the connection
 * closes (its body was never sent, so nothing is left to read). Any other request is told to
 * continue and handed to the server's usual request listener.
 */
export function answerExpectContinue(server: Server, maxBodyBytes = MAX_BODY_BYTES): void {
  server.on('checkContinue', (request, response) => {
    const declared = Number(request.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      const body: ErrorBody = {
        error: {
          code: 'payload_too_large',
          message: `The request is larger than ${maxBodyBytes} bytes.`,
        },
      }
      response.writeHead(413, {
        'Content-Type': 'application/json; charset=UTF-8',
        Connection: 'close',
        'Cache-Control': 'no-store',
      })
      response.end(JSON.stringify(body))
      return
    }
    response.writeContinue()
    server.emit('request', request, response)
  })
}
