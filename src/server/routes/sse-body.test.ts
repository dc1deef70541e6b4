import { expect, test } from 'vitest'
import { formatDeltaEvent, formatSseEvent } from './sse-body.ts'

test('a delta written straight out is the event formatSseEvent writes', () => {
  for (const text of ['## Rice', 'line\nbreak "quoted" \\ back', 'é 🍮 \u2028', '']) {
    expect(formatDeltaEvent(text)).toBe(formatSseEvent({ type: 'delta', text }))
  }
})
