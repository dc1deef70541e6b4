/**
 * Shared by every bench server entry: tell the parent where we listen (one JSON line on stdout)
 * and make sure we never outlive it — a benchmark must stop by itself even if the runner dies.
 */
export function announceListening(port: number): void {
  process.stdout.write(`${JSON.stringify({ port, pid: process.pid })}\n`)
}

export function exitWithParent(maxLifetimeMs = 30 * 60_000): void {
  // The parent holds our stdin (and an IPC channel): either closing means it is gone.
  process.stdin.on('end', () => process.exit(0))
  process.stdin.on('error', () => process.exit(0))
  process.stdin.resume()
  process.on('disconnect', () => process.exit(0))
  process.on('SIGTERM', () => process.exit(0))
  setTimeout(() => process.exit(0), maxLifetimeMs).unref()
}

/** The entry's single argument: a JSON object of options. */
export function readOptions<T>(parse: (value: unknown) => T): T {
  const raw = process.argv[2] ?? '{}'
  return parse(JSON.parse(raw))
}
