import { getRequestListener } from '@hono/node-server'
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { CLIENT_OUT_DIR, ensureClientBuild } from './client-build.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { createEngine } from './create-engine.ts'
import { withoutCredentials } from './engines/secret-redactor.ts'
import { isSaturated, startLoopLagProbe, withAdmission } from './http/admission.ts'
import { answerExpectContinue } from './http/expect-continue.ts'
import { takeTurnsWhenSaturated } from './http/fair-turns.ts'
import { startClusterLimitsPrimary } from './limits/cluster-store.ts'
import { createLimits } from './limits/create-limits.ts'
import { createLogger } from './logger.ts'
import { startClusterMetricsPrimary } from './metrics/cluster-metrics.ts'
import { createServerMetrics } from './metrics/server-metrics.ts'
import { startUpstreamMonitor } from './upstream-monitor.ts'
import { runPrimary, workerSlot } from './process/primary.ts'
import { withRequestTarget } from './http/request-target.ts'
import { createRecipeCutoff } from './routes/recipe-cutoff.ts'

// The only module with side effects: read the environment, build the page if needed, then either
// run the cluster primary (WEB_CONCURRENCY > 1) or serve (a single process, or a worker), and
// shut down cleanly.

/** Longest a starting process waits for its shared limits store before it serves anyway. */
const LIMITS_READY_WAIT_MS = 3_000

/**
 * The host a request without a `Host` header is taken to name: HTTP/1.0 allows it, and health
 * checkers (HAProxy's among them) send `GET / HTTP/1.0` so. The page and the health answer it;
 * a reserved name (RFC 6761) that no host check lets through to the recipe API.
 */
const NO_HOST_NAME = 'no-host.invalid'

/**
 * How long the recipes cut at the end of the shutdown grace get to send their last event before
 * the connections close; well inside the primary's margin before it kills a worker.
 */
const CUT_FLUSH_MS = 500

/**
 * Node checks the headers timeout only on an interval (30 s by default), so a slow client was cut
 * 30–40 s in rather than at the configured 10: check often enough to cut within a tenth of it.
 */
const checkingIntervalFor = (headersTimeoutMs: number) =>
  Math.min(1_000, Math.max(50, Math.round(headersTimeoutMs / 10)))

function readConfig(): Config {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
const config = readConfig()

const rootLogger = createLogger(config.logLevel)
const serveClient = process.env.SERVE_CLIENT !== 'false'
// Workers find the page already built by the primary.
if (serveClient && !cluster.isWorker) {
  await ensureClientBuild((message) => rootLogger.info(message))
}

if (config.webConcurrency > 1 && cluster.isPrimary) {
  // Without Redis, the primary keeps the counters its workers share.
  startClusterLimitsPrimary(config)
  // The workers' metrics are summed here, for whichever worker is asked for /metrics.
  if (config.metrics) startClusterMetricsPrimary()
  runPrimary({
    workers: config.webConcurrency,
    shutdownGraceMs: config.shutdownGraceMs,
    logger: rootLogger,
    // This very module, compiled or not: workers run what the primary runs.
    exec: fileURLToPath(import.meta.url),
  })
} else {
  await serveHttp()
}

async function serveHttp() {
  // A worker's lines say which process wrote them.
  const logger = cluster.isWorker
    ? rootLogger.child({ worker: cluster.worker?.id, pid: process.pid })
    : rootLogger
  const limits = createLimits(config, logger, { processSlot: workerSlot() })
  const cutoff = createRecipeCutoff()
  const metrics = config.metrics ? createServerMetrics(config) : undefined
  const upstream =
    config.engine === 'llm' ? startUpstreamMonitor(config, logger, metrics?.recipes) : undefined
  const engine = createEngine(config, logger, limits, {
    ...(upstream ? { upstreamStatus: upstream.tracker } : {}),
    ...(metrics ? { metrics: metrics.recipes } : {}),
  })
  const app = createApp({
    engine,
    cutoff,
    logger,
    limits,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    ipv6SubnetPrefix: config.ipv6SubnetPrefix,
    ...(upstream ? { upstreamStatus: upstream.tracker } : {}),
    ...(metrics ? { metrics } : {}),
    ...(serveClient ? { staticRoot: CLIENT_OUT_DIR } : {}),
  })

  const probe = startLoopLagProbe()
  const server = createServer(
    // A client that trickles its request in (slowloris) is cut off; responses may stream on.
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: 30_000,
      connectionsCheckingInterval: checkingIntervalFor(config.headersTimeoutMs),
    },
    // The target is normalised first, so the overload guard sheds what the router would route.
    withRequestTarget(
      withAdmission(getRequestListener(app.fetch, { hostname: NO_HOST_NAME }), {
        maxLagMs: config.maxEventLoopLagMs,
        probe,
        ...(metrics ? { onShed: () => metrics.recipes.limitRejected('overload') } : {}),
      }),
      {
        // Debug only: each line would be an anonymous client's to write.
        onRefused: (reason, request) =>
          logger.debug({ method: request.method, status: 400, reason }, 'request target refused'),
      },
    ),
  )
  answerExpectContinue(server)
  if (config.maxEventLoopLagMs > 0) {
    takeTurnsWhenSaturated(server, { isSaturated: () => isSaturated(probe), perTurn: 3 })
  }
  // Listening before Redis answers would count the first visitors in this process alone.
  await limits.ready(LIMITS_READY_WAIT_MS)
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo
    logger.info(
      {
        port,
        engine: engine.name,
        model: engine.model,
        upstream:
          engine.name === 'llm'
            ? config.llm.baseUrl === undefined
              ? 'Hugging Face router'
              : withoutCredentials(config.llm.baseUrl)
            : undefined,
      },
      `Chef Claude is listening on http://localhost:${port}`,
    )
  })

  let isShuttingDown = false
  function shutDown(signal: NodeJS.Signals) {
    if (isShuttingDown) return
    isShuttingDown = true
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down')
    upstream?.stop()
    // Stop accepting; idle keep-alive sockets go now, recipes being written get the grace period.
    server.close(() => {
      logger.info('all connections closed')
      void limits.close().finally(() => process.exit(0))
    })
    // Keep-alive sockets turn idle as their last recipe ends; close them as they do, so the exit
    // comes when the work is done rather than when keep-alive timers run out.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(() => {
      const recipesCut = cutoff.cutAll()
      logger.warn({ recipesCut }, 'grace period over: closing remaining connections')
      // The cut recipes send their error and end; their connections then close as idle ones do,
      // and server.close's callback above exits. Whatever is still open after the flush goes.
      setTimeout(
        () => {
          server.closeAllConnections()
          process.exit(0)
        },
        recipesCut > 0 ? CUT_FLUSH_MS : 0,
      )
    }, config.shutdownGraceMs).unref()
  }
  process.on('SIGTERM', shutDown)
  process.on('SIGINT', shutDown)
}
