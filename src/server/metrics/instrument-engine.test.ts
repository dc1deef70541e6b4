import { expect, test } from 'vitest'
import { ApiError } from '../api-error.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import { plannedRecipeOf, tellPlannedRecipe } from '../engines/planned-recipe.ts'
import { instrumentEngine } from './instrument-engine.ts'
import type { RecipeMetrics } from './recipe-metrics.ts'

function recorder() {
  const events: string[] = []
  const metrics: RecipeMetrics = {
    recipeStarted: (engine) => events.push(`start ${engine}`),
    recipeEnded: (engine, outcome) => events.push(`end ${engine} ${outcome}`),
    upstreamFirstToken: () => events.push('first'),
    upstreamTotal: () => events.push('total'),
    upstreamRetry: () => events.push('retry'),
    limitRejected: (limit) => events.push(`limit ${limit}`),
    modelAvailability: () => events.push('availability'),
  }
  return { events, metrics }
}

const engineOf = (name: 'llm' | 'offline', body: () => AsyncGenerator<string>): RecipeEngine => ({
  name,
  model: 'm',
  streamRecipe: body,
})

const request = (signal = new AbortController().signal) => ({
  ingredients: ['a'],
  variant: 0,
  signal,
})

test('an AI recipe: in flight, first token, total, outcome ok; the text passes unchanged', async () => {
  const { events, metrics } = recorder()
  const engine = instrumentEngine(
    engineOf('llm', async function* () {
      yield 'a'
      yield 'b'
    }),
    metrics,
  )
  const pieces: unknown[] = []
  for await (const piece of engine.streamRecipe(request())) pieces.push(piece)
  expect(pieces).toEqual(['a', 'b'])
  expect(events).toEqual(['start llm', 'first', 'total', 'end llm ok'])
})

test('a failure is counted by its code; the offline chef has no upstream timings', async () => {
  const { events, metrics } = recorder()
  const failing = instrumentEngine(
    engineOf('offline', async function* () {
      yield* []
      throw new ApiError('upstream_timeout', 'slow')
    }),
    metrics,
  )
  await expect(async () => {
    for await (const piece of failing.streamRecipe(request())) void piece
  }).rejects.toThrow('slow')
  expect(events).toEqual(['start offline', 'end offline upstream_timeout'])
})

test('a visitor who leaves mid-stream is counted as visitor_gone', async () => {
  const { events, metrics } = recorder()
  const visitor = new AbortController()
  const engine = instrumentEngine(
    engineOf('llm', async function* () {
      yield 'a'
      yield 'b'
    }),
    metrics,
  )
  for await (const piece of engine.streamRecipe(request(visitor.signal))) {
    void piece
    visitor.abort()
    break
  }
  expect(events.at(-1)).toBe('end llm visitor_gone')
})

test('a recipe ended by a notice is counted as truncated, and its first text is timed', async () => {
  const { events, metrics } = recorder()
  const pieces: unknown[] = [
    { kind: 'thinking' },
    'a',
    { kind: 'notice', notice: { code: 'truncated' } },
  ]
  const engine = {
    name: 'llm' as const,
    model: 'm',
    // The engine's pieces as the next round's engines send them: text and signals.
    streamRecipe: async function* () {
      yield* pieces
    },
  } as unknown as RecipeEngine
  for await (const piece of instrumentEngine(engine, metrics).streamRecipe(request())) void piece
  expect(events).toEqual(['start llm', 'first', 'total', 'end llm truncated'])
})

test("a planning engine's plan reaches the route through the counted stream", async () => {
  const { metrics } = recorder()
  const planned = { needs: { items: ['1 onion'], pantry: ['salt'] } }
  const inner = engineOf('offline', async function* () {
    yield 'a'
  })
  const planning: typeof inner = {
    ...inner,
    streamRecipe: (request) => {
      const stream = inner.streamRecipe(request)
      tellPlannedRecipe(stream, planned)
      return stream
    },
  }
  const stream = instrumentEngine(planning, metrics).streamRecipe(request())
  for await (const piece of stream) void piece
  expect(plannedRecipeOf(stream)).toEqual(planned)
})
