import { Writable } from 'node:stream'
import { createLogger, type Logger } from '../../src/server/logger.ts'

export interface MemoryLogger {
  logger: Logger
  /** Every line logged so far, parsed. */
  lines: () => Record<string, unknown>[]
  raw: () => string
  /** How many lines carry exactly this message. */
  count: (message: string) => number
}

/** A real pino logger writing into memory, for assertions on what was logged and how often. */
export function createMemoryLogger(): MemoryLogger {
  const written: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      callback()
    },
  })
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>)
  return {
    logger: createLogger('debug', sink),
    lines,
    raw: () => written.join('\n'),
    count: (message) => lines().filter((line) => line.msg === message).length,
  }
}
