import type { BenchmarkResults, Figure, PartName, PartResult } from './results.ts'

/**
 * Why a goal is missed, from profiling done while writing these benchmarks (see the notes in
 * each section for the run's own numbers). Shown only when the part has a miss.
 */
const MISS_ANALYSIS: Partial<Record<PartName, string>> = {
  throughput:
    'Our server does what a pipe does not: it validates the request, sets security headers and a ' +
    'request id, parses every upstream SSE event (by JSON.parse, unless it repeats the one ' +
    'before but for its text), checks the ' +
    'finished recipe (what you still need, preference clashes) and answers as its own events or ' +
    'JSON. Done, each measured: a node:http keep-alive transport instead of undici fetch, and ' +
    'since 2026-11 its light answer (no undici Headers or WHATWG stream) read by our own ' +
    'chat-completions reader on eventsource-parser instead of @huggingface/inference, one piece ' +
    'per network read instead of per token (0.93 → ~0.69 ms per JSON recipe on the same busy ' +
    'machine), the body read without hono/body-limit, one ReadableStream instead of streamSSE, ' +
    'events ready together sent in one write, one idle timer per request, upstream sockets kept ' +
    'after "[DONE]", and one shared reason for ending the upstream request instead of a new Error ' +
    'per recipe. Since 2026-11-26 the measured processes run bundled, as `npm start` runs (tsx ' +
    'added a name-keeping call to every nested function), the finished-recipe checks read each ' +
    'line in one pass (31 → ~18 µs a recipe), and the new request gates key an IPv4 client and ' +
    'judge a Host without parsing on every request: 0.70 → ~0.56 ms per JSON recipe. Then ' +
    '(issue 19, item 9), each measured against the build before it in alternating runs: one ' +
    'AbortController per recipe instead of three (the route hears the visitor leave from the ' +
    "response's `close`, where reading `c.req.raw.signal` made the adapter build a controller of " +
    "its own; the transport listens on the route's signal itself; the engine's timeouts and end " +
    'reach the transport as a call, `upstream-stop.ts`, not through a second controller aborted ' +
    "at every recipe's end: about a fifth less CPU per recipe, JSON and SSE); the stream " +
    'decoded with StringDecoder instead of TextDecoder (15 → 2.5 µs a recipe); the upstream ' +
    "URL's request options read once; one object per network read instead of one per chunk; " +
    "deltas written straight out; the coalescer's end-of-turn immediate cancelled when a burst " +
    'ends with its source (a pending immediate kept the event loop from waiting in its poll, one ' +
    'more loop turn per recipe: 0.745 → 0.69 ms per SSE recipe); security headers, request id ' +
    "and the stream's headers put straight on the node:http response instead of through Hono's " +
    'undici Headers (~20 µs a recipe); and no request log line put together when its level is ' +
    'off. Then, from a profile of the SSE path, each timed in a bundle as `npm start` runs it: ' +
    "the upstream request's options written out field by field (`urlToHttpOptions` answers " +
    'with a dictionary-mode object, and copying it with fields added after the spread cost ' +
    '~10 µs a recipe on Node 20); no other fields added after an object spread on the recipe ' +
    "path (the ending's input ~3 µs, the engine request and the log fields ~1 µs each); no TLS " +
    'server name worked out for every plain-http upstream request; the letter test of the ' +
    'finished-recipe checks built once instead of for every ingredient line; no child logger ' +
    "nor `start` event made per streamed recipe; the redactor's secrets sorted once. Then " +
    '(2026-11-26, from a profile of the SSE path, each timed alone in a bundle on Node 20): the ' +
    "visitor's leaving heard through a light stop (`stop-signal.ts`: a plain object keeping the " +
    'listener contract the engine and transport use) instead of an AbortController, whose ' +
    "EventTarget cost ~6 µs a recipe to make, read and listen on; and a stream's chunks that " +
    'repeat the one before but for their ' +
    'text read without JSON.parse (`repeated-chunk-shape.ts`: the shape proven on one parsed ' +
    "chunk, then a compare and a slice; reading the benchmark's 31-chunk answer took 41–50 µs, " +
    'now 19–23 µs). Tried and dropped: content-type read from the raw ' +
    "header lines (node:http's agent builds the headers object anyway to keep the socket alive), " +
    "the response's close listener left in place instead of removed, and the ending events " +
    'formatted from one JSON.stringify each (no saving measured); and the common request body read without zod by the ' +
    "schema's own rules (2.2–2.7 → 0.4–0.6 µs, 0.4% of a recipe: not worth the rules in two " +
    'places). What is left is JavaScript, not I/O: strace -c ' +
    'over 2,000 recipes counts the same 2 reads and 2 writev per recipe for the bare proxy, our ' +
    'JSON and our SSE answers (the whole answer, headers included, goes out in one write), and ' +
    "the rest is Node's HTTP client and server, the chunks that differ from the one before " +
    '(the first and the last), the checks, Hono and the garbage they leave. The table above ' +
    'is the run of 2026-11-26 17:07 UTC with all of these in, on a quiet machine (load 2): ' +
    '0.505 ms per JSON recipe (2.21×) and 0.498 ms per SSE recipe (2.18×; its two runs 0.55 ' +
    'and 0.445 ms) against a bare proxy at 0.228 ms, and 0.98× its rate for both. Earlier that ' +
    'afternoon, while other test suites kept the load at 15–17, a run measured 2.68× (JSON) ' +
    'and 3.17× (SSE), with the bare proxy itself CPU-starved at ~635 req/s. Two other runs of that afternoon, at load 12–20, measured 3.43× ' +
    'and 2.98× (JSON) and 3.56× and 3.73× (SSE); a third, stopped after its first case at load ' +
    '20, 3.6× and 5.0×. At that load the bench cannot resolve a change of ' +
    'this size, so the build before these three changes (whose 13:54 UTC run, at lower load, ' +
    'measured 0.577 and 0.603 ms against 0.204 ms, 2.83× and 2.96×) and this one were also run ' +
    'in alternating pairs against one upstream (50 connections, 50 ms, 6 s each, the order ' +
    'swapped every pair): CPU per recipe after ÷ before 0.86–0.94 for JSON (4 pairs) and ' +
    '0.68–1.06 for SSE (8 pairs, median 0.81). ' +
    "The bare proxy's own CPU per request moves between 0.155 and " +
    '0.245 ms from one run to the next, lower the busier the machine, while ours moves the ' +
    'other way: earlier runs with other work wanting both CPUs (load 8–10) measured the bare ' +
    'proxy at 0.155–0.18 ms and ours at 0.53–0.59 ms, JSON 3.1–3.5× and SSE 3.3–3.6×, and its ' +
    "rate 0.77–0.95× the bare proxy's. With a 50 ms " +
    'upstream at 50 connections the bare proxy is latency-bound (~970 req/s = 50 ÷ 0.05 s), so ' +
    "the ratios move with the machine's noise. At 500 " +
    'connections a second effect decides: libuv 1.46 (Node 20) accepts one connection per ' +
    'event-loop iteration, and when our loop is CPU-bound each iteration serves ~1,000 ready ' +
    'sockets and lasts 200–300 ms, so new connections trickle in at a few a second (strace: one ' +
    "accept4 per epoll_pwait; ss: 200–400 connections waiting in the kernel's accept queue all " +
    "run long) and those still waiting after 10 s are autocannon's failed requests; the bare " +
    "proxy's short iterations drain the same queue in about 2 s. An instant upstream would need " +
    '~0.15 ms per request for 0.5×, which no framework on Node 20 reaches; ' +
    'the way to more recipes per machine is one process per core behind a balancer (README, ' +
    '"Running in production").',
  overload:
    'On Node 20 libuv accepts one waiting connection per event-loop turn (libuv PR #3696), so ' +
    'when 500 keep-alive visitors arrive at once, the ones accepted first keep every turn busy ' +
    '(each turn serves all their ready requests) and the rest wait in the kernel queue (no ' +
    'listen-queue overflows: nstat TcpExtListenOverflows stays flat). Without admission control ' +
    'exactly 177 of the 500 never get in, run after run. Admission control sheds new recipe ' +
    'requests while the loop is saturated and makes keep-alive connections take turns (three ' +
    'let back in per loop turn; src/server/http/fair-turns.ts), so turns stay short; if a run ' +
    'still leaves visitors waiting, the turns are still too long for this machine.',
  soak:
    'If the heap grows: a leak of this kind was found while writing the soak (fixed in ' +
    'recipe-routes.ts since, and hono/body-limit is no longer used). Every recipe request leaked its whole Hono context (~15–25 KB of heap). Cause: in ' +
    'src/server/routes/recipe-routes.ts the handler adds an abort listener to c.req.raw.signal ' +
    'that captures `c` and is never removed. hono/body-limit has replaced c.req.raw with ' +
    '`new Request(c.req.raw, …)`, and on Node 20 the signal of such a derived Request stays ' +
    'reachable, so the listener — and through `c` the request, response, streams and headers — ' +
    'is never collected. A minimal Hono app shows it: bodyLimit + that listener grows the heap ' +
    '~14 KB per request; without bodyLimit, without the `c` capture, or with the listener removed ' +
    'after the response, it stays flat. Fix: remove the listener when the request is finished ' +
    '(or register it with `{ once: true, signal: done.signal }` and abort `done` in the JSON ' +
    "path's end and in the SSE callback's finally).",
  'slow-streams':
    "Peak RSS = idle RSS (~105–115 MB: tsx's loader alone adds ~28 MB over the same code " +
    'bundled and run by plain node) plus ~165 KB per open stream (250–300 KB before the ' +
    'transport and SSE changes): per stream a visitor socket, an upstream socket, one ' +
    'ReadableStream each way, the async generators between them and one idle timer.',
  'first-load':
    'The entry chunk carries React and React DOM (65.8 KB gzip of it on their own: an entry ' +
    'that renders an empty <div> weighs that much), so the budget leaves 4.2 KB for the first ' +
    'paint; everything a fresh page does not show (the list, the recipe session, kept recipes, ' +
    'the preferences panel, suggestions) already waits for the first interaction.',
  'render-cost':
    'A long task while streaming means a markdown re-render took over 50 ms; ' +
    'useDeferredValue lets React skip stale renders, but one render of the whole recipe can ' +
    'still be long on a busy core. Rendering only the finished blocks (memoised per block) would ' +
    'bound the cost of each delta.',
}

function formatValue(figure: Figure): string {
  if (figure.value === null) return '—'
  return `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${figure.unit}`.trim()
}

function formatResult(figure: Figure): string {
  if (figure.pass === null)
    return figure.value === null && figure.note?.startsWith('pending') ? 'pending' : 'info'
  return figure.pass ? '**pass**' : '**MISS**'
}

function missDetail(figure: Figure): string {
  if (figure.pass !== false) return ''
  if (figure.ratio !== undefined && figure.goal.includes('×')) {
    const wanted = Number(/([\d.]+)×/.exec(figure.goal)?.[1])
    return Number.isFinite(wanted) ? ` (${figure.ratio}× vs ${wanted}×)` : ''
  }
  return ''
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ')
}

function partSection(part: PartResult): string {
  const rows = part.figures.map((figure) =>
    [
      escapeCell(figure.name),
      formatValue(figure),
      figure.baseline
        ? `${figure.baseline.value.toLocaleString('en-US')} (${figure.baseline.label})`
        : '—',
      figure.ratio === undefined ? '—' : `${figure.ratio}×`,
      escapeCell(figure.goal),
      formatResult(figure) + missDetail(figure),
      escapeCell(figure.note ?? ''),
    ].join(' | '),
  )
  const misses = part.figures.filter((figure) => figure.pass === false)
  const analysis =
    misses.length > 0 && MISS_ANALYSIS[part.part]
      ? [`**Why it misses:** ${MISS_ANALYSIS[part.part]}`, '']
      : []
  return [
    `## ${part.title}`,
    '',
    `_Part \`${part.part}\`, ${(part.durationMs / 1000).toFixed(0)} s, started ${part.startedAt}._`,
    '',
    '| figure | value | baseline | ratio | goal | result | notes |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    ...part.notes.map((note) => `- ${note}`),
    '',
    ...analysis,
  ].join('\n')
}

/** BENCHMARKS.md: the machine, how to reproduce, a summary, then one table per part. */
export function renderReport(results: BenchmarkResults): string {
  const { machine } = results
  const all = results.parts.flatMap((part) => part.figures.map((figure) => ({ part, figure })))
  const goals = all.filter(({ figure }) => figure.pass !== null)
  const misses = goals.filter(({ figure }) => figure.pass === false)
  return [
    '# Benchmarks',
    '',
    '_Generated by `npm run bench` (bench/run-benchmarks.ts); do not edit by hand. Raw numbers: ' +
      '`bench/.results/latest.json` (git-ignored)._',
    '',
    '## Machine and run',
    '',
    `- ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.totalMemoryMB} MB RAM, ${machine.platform}, Node ${machine.node}`,
    `- open-file limit (ulimit -n): ${machine.openFileLimit}`,
    `- date: ${machine.date}; command: \`${results.command}\`${results.quick ? ' (quick smoke run: short durations, figures indicative only)' : ''}; took ${(results.totalDurationMs / 60_000).toFixed(1)} min`,
    ...(results.command.includes('--only=')
      ? [
          '- Only one part ran in this command; the others are kept from the previous run (each section says when it started).',
        ]
      : []),
    '- The machine is shared and noisy: every server under test runs in its own process, and ' +
      'goals are ratios against a baseline measured in the same run wherever there is one.',
    '',
    '## How to reproduce',
    '',
    '```sh',
    'npm run bench                      # everything, ~10 min',
    'npm run bench -- --quick           # smoke run, < 90 s',
    'npm run bench -- --only=throughput # one part: ' +
      'throughput, streaming, slow-streams, offline-chef, first-load, lighthouse, render-cost, soak, ' +
      'startup, overload, scale-out',
    'npx tsx bench/soak.ts              # the soak alone, 3 min (--quick: 30 s, --seconds=N)',
    'npm run bench -- --report-only     # rewrite BENCHMARKS.md from bench/.results/latest.json',
    '```',
    '',
    '## Summary',
    '',
    `${goals.length - misses.length} of ${goals.length} goals met.` +
      (misses.length > 0
        ? ` Missed: ${misses.map(({ part, figure }) => `${part.part} — ${figure.name}`).join('; ')}.`
        : ''),
    '',
    ...results.parts.map(partSection),
  ].join('\n')
}
