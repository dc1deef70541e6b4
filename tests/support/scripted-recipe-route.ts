import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RecipeStreamEvent } from '../../src/shared/recipe-stream.ts'
import { encodeEvents } from './sse-response.ts'

// zod mini infers `{}` as Record<string, never>, which makes `{ type: 'thinking' }` unwritable
// as a RecipeStreamEvent (the shared contract's type, not this event, is at fault).
export const THINKING = { type: 'thinking' } as unknown as RecipeStreamEvent

/**
 * A stand-in for the server's recipe route that the test scripts event by event (the page's
 * side of `thinking` and `notice`, whatever makes the server send them); every other request
 * goes to the real app, so the page, its assets and its engine meta tag are the real ones.
 */
export async function scriptedRecipeRoute(app: { url: string }) {
  let answer: ((events: RecipeStreamEvent[], end: boolean) => void) | undefined
  const answered: (() => void)[] = []
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/recipe') {
      request.resume()
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
      answer = (events, end) => {
        response.write(encodeEvents(events))
        if (end) response.end()
      }
      answered.splice(0).forEach((resolve) => resolve())
      return
    }
    void fetch(`${app.url}${request.url ?? '/'}`, { method: request.method ?? 'GET' })
      .then(async (upstreamAnswer) => {
        const headers = Object.fromEntries(upstreamAnswer.headers)
        // fetch has already unzipped the body.
        delete headers['content-encoding']
        delete headers['content-length']
        response.writeHead(upstreamAnswer.status, headers)
        response.end(Buffer.from(await upstreamAnswer.arrayBuffer()))
      })
      // A chunk the page fetches as the test closes the route (say, what loads once a recipe is
      // finished) is cut off with it: that is the end of the test, not a failure in it.
      .catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** Resolves once the page has asked for a recipe. */
    asked: () => new Promise<void>((resolve) => (answer ? resolve() : answered.push(resolve))),
    send: (events: RecipeStreamEvent[], { end = false } = {}) => answer?.(events, end),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
