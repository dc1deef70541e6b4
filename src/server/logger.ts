import { pino, type Logger } from 'pino'

export type { Logger }

/**
 * JSON logs. We never log headers or upstream errors whole, but redact the usual token places
 * anyway so a future careless log line cannot leak the owner's key.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'chef-claude' },
      redact: {
        paths: [
          'authorization',
          'headers.authorization',
          'req.headers.authorization',
          'accessToken',
          'apiKey',
          'config.llm.apiKey',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
