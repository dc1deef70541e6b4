import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import { abortReasonAsError, ApiError } from '../api-error.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import type { Logger } from '../logger.ts'
import type { Limits } from '../limits/create-limits.ts'
import { visitorRateLimit } from '../limits/visitor-rate-limit.ts'
import type { ClientAddressResolver } from '../middleware/client-address.ts'
import { requireAllowedHost } from '../middleware/allowed-hosts.ts'
import { refuseCrossSiteWrites } from '../middleware/cross-site-writes.ts'
import type { AppEnv } from '../app-env.ts'
import { readRecipeRequest } from './read-recipe-request.ts'
import type { RecipeAnswer } from './recipe-response.ts'
import { answerJson, answerSse } from './recipe-response.ts'
import { checkFinishedRecipe } from '../finished-recipe/check-finished-recipe.ts'
import { plannedRecipeOf } from '../engines/planned-recipe.ts'
import { cutReason, type RecipeCutoff } from './recipe-cutoff.ts'
import { nodeResponseOf } from '../http/node-response.ts'
import { StopController, type StopSignal } from '../engines/stop-signal.ts'

export interface RecipeRoutesDeps {
  engine: RecipeEngine
  /** Answers requests with `engine: "offline"`, whatever `engine` is. */
  offlineEngine: RecipeEngine
  /** Ends the recipes still being written when the shutdown grace runs out. */
  cutoff?: RecipeCutoff | undefined
  logger: Logger
  now: () => number
  limits: Pick<Limits, 'visitorRate' | 'inFlight'>
  clientAddress: ClientAddressResolver
  /**
   * Host names (besides loopback ones) a recipe request may name in its Host header; undefined
   * checks no Host at all (the offline chef, which spends nothing a stranger could want).
   */
  allowedHosts?: readonly string[] | undefined
}

/**
 * `POST /api/recipe`: refusals that count nothing (a Host not allowed with an AI service, another
 * site's page, not JSON) → rate limit → read and validate → bound the recipes in flight → the engine
 * → the checks on the finished recipe; `recipe-response.ts` writes the answer as SSE or JSON.
 */
export function createRecipeRoutes({
  engine: configuredEngine,
  offlineEngine,
  cutoff,
  logger,
  now,
  limits,
  clientAddress,
  allowedHosts,
}: RecipeRoutesDeps) {
  // Before the rate limit: a request that could never be served must not cost the visitor (or
  // everyone behind their address) a turn.
  // (Chained by hand: hono/combine's `every` composes a new chain on every request.)
  const crossSite = refuseCrossSiteWrites()
  const hostGate =
    allowedHosts === undefined ? undefined : requireAllowedHost({ allowedHosts, logger, now })
  const uncounted: MiddlewareHandler<AppEnv> =
    hostGate === undefined
      ? crossSite
      : (c, next) =>
          hostGate(c, async () => {
            await crossSite(c, next)
          })
  return new Hono<AppEnv>()
    .post('/', uncounted, visitorRateLimit(limits, clientAddress), async (c) => {
      const { engine: askedEngine, ...request } = await readRecipeRequest(c)
      // The built-in chef spends none of the upstream's daily budget; the visitor's rate limit,
      // above, and the slots in flight still count it.
      const engine = askedEngine === 'offline' ? offlineEngine : configuredEngine
      const startedAt = now()
      const releaseSlot = limits.inFlight.acquire()
      // Aborted when the visitor goes away; released when the answer is done, because a
      // listener left on the request's signal keeps the whole request alive (a measured leak).
      const visitor = followVisitor(c)
      const untrack = cutoff?.track((reason) => visitor.abort(reason))
      // All safe to call twice: the stream's end and its cancelling may both get here.
      const finish = () => {
        visitor.release()
        releaseSlot()
        untrack?.()
      }
      let upstreamRetries = 0
      // Filled in place as the request goes on: a copy spread with fields added after it is
      // slow on Node 20 (see node-http-fetch.ts).
      const logFields: Record<string, unknown> = {
        engine: engine.name,
        ingredients: request.ingredients.length,
      }
      c.set('logFields', logFields)
      const isJsonAnswer = wantsJson(c.req.header('accept'))

      // Wait for the first piece before answering: until then a failure can still be an honest
      // HTTP status (502, 504) rather than an error inside a 200 stream.
      const firstOf = async <T>(pieces: AsyncIterator<T>): Promise<IteratorResult<T>> => {
        try {
          return await pieces.next()
        } catch (error) {
          finish()
          throw cutReason(visitor.signal) ?? error
        } finally {
          logFields.firstChunkMs = now() - startedAt
          logFields.upstreamRetries = upstreamRetries
        }
      }
      const recipeStream = engine.streamRecipe(
        Object.assign({}, request, {
          signal: visitor.signal,
          onRetry: () => {
            upstreamRetries += 1
          },
        }),
      )
      const answer: RecipeAnswer = {
        c,
        engine,
        pieces: recipeStream[Symbol.asyncIterator](),
        firstOf,
        finish,
        abortVisitor: visitor.abort,
        visitorSignal: visitor.signal,
        // Whichever engine wrote it; a plan it told alongside its stream is taken at its word.
        checkFinished: (recipe) =>
          checkFinishedRecipe(recipe, request, plannedRecipeOf(recipeStream)),
        logger,
        now,
        startedAt,
        upstreamRetries: () => upstreamRetries,
      }
      return isJsonAnswer ? await answerJson(answer) : await answerSse(answer)
    })
    .all('/', (c) => {
      c.header('Allow', 'POST')
      throw new ApiError('method_not_allowed', 'Use POST to ask for a recipe.')
    })
}

/**
 * A stop aborted when the visitor goes away, until released: the one each recipe request makes
 * (the engine's transport listens on it directly). A {@link StopController}, not an
 * AbortController: the EventTarget behind one cost ~6 µs a recipe (see stop-signal.ts).
 *
 * Served by @hono/node-server it listens for the response's `close` itself, as the adapter does:
 * reading `c.req.raw.signal` instead made the adapter build an AbortController of its own for
 * every request, and following that one cost a listener on it too (measured, BENCHMARKS.md).
 */
function followVisitor(c: Context<AppEnv>): {
  signal: StopSignal
  abort: (reason: unknown) => void
  release: () => void
} {
  const controller = new StopController()
  const abort = (reason: unknown) => controller.abort(reason)
  const outgoing = nodeResponseOf(c)
  if (outgoing === undefined) {
    const source = c.req.raw.signal
    const forward = () => abort(abortReasonAsError(source.reason))
    if (source.aborted) forward()
    else source.addEventListener('abort', forward, { once: true })
    return {
      signal: controller,
      abort,
      release: () => source.removeEventListener('abort', forward),
    }
  }
  // The adapter's own test for a visitor gone, with its reason.
  const incoming = outgoing.req
  const onClose = () => {
    if (incoming.errored) abort(abortReasonAsError(incoming.errored.toString()))
    else if (!outgoing.writableFinished) abort(abortReasonAsError(CLOSED_EARLY))
  }
  if (outgoing.closed) onClose()
  else outgoing.once('close', onClose)
  return { signal: controller, abort, release: () => outgoing.off('close', onClose) }
}

const CLOSED_EARLY = 'Client connection prematurely closed.'

function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false
  return /application\/json/i.test(accept) && !/text\/event-stream/i.test(accept)
}
