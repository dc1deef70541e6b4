import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  controlledSseResponse,
  errorResponse,
  sseResponse,
} from '../../../tests/support/sse-response.ts'
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts'
import { App } from './app.tsx'
import { reloadPreferences } from '../stores/preferences-store.ts'
import { askForRecipe, requestBody, setUpPageTests, stubFetch } from '../testing/test-support.ts'
import { recipeResponse } from '../testing/recipe-events.ts'

// The page when an AI service writes the recipes (index.html's chef-engine meta says `llm`):
// what it says while the AI has sent nothing, "Ask the offline chef" when the AI fails, and the
// note on a recipe that was cut short.

setUpPageTests()

const INGREDIENTS = ['egg', 'milk', 'flour', 'sugar']
const RECIPE_AREA = { name: 'Chef Claude Recommends:' }

let engineMeta: HTMLMetaElement | undefined

function serveAs(engine: 'llm' | 'offline') {
  engineMeta = document.createElement('meta')
  engineMeta.name = 'chef-engine'
  engineMeta.content = engine
  document.head.append(engineMeta)
}

beforeEach(() => {
  serveAs('llm')
  // The preferences live in a module-level store: each test starts from storage, as a page does.
  reloadPreferences()
})

afterEach(() => {
  engineMeta?.remove()
  vi.useRealTimers()
})

// zod mini infers `{}` as Record<string, never>, which makes `{ type: 'thinking' }` unwritable
// as a RecipeStreamEvent (the shared contract's type, not this event, is at fault).
const THINKING = { type: 'thinking' } as unknown as RecipeStreamEvent

/** Fake timers that still let promises, lazy chunks and user-event run. */
function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

test('while the AI has sent nothing: "Asking…" at once, "Still waiting…" after 5 s, and Stop', async () => {
  const user = useFakeClock()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)

  await askForRecipe(user, INGREDIENTS)

  const asking = await screen.findByText('Asking the AI chef…')
  expect(asking).toHaveAttribute('role', 'status')
  const area = screen.getByRole('region', RECIPE_AREA)
  expect(area).toContainElement(asking)
  // Announced as it changes: the area is not marked busy while it only waits.
  expect(area).toHaveAttribute('aria-busy', 'false')
  await act(() => vi.advanceTimersByTimeAsync(4_900))
  expect(within(area).getByRole('status')).toHaveTextContent('Asking the AI chef…')
  await act(() => vi.advanceTimersByTimeAsync(200))
  expect(within(area).getByRole('status')).toHaveTextContent('Still waiting for the AI chef…')

  // The request panel's Stop sits just above: one Stop on the page.
  expect(screen.getAllByRole('button', { name: 'Stop' })).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Stop' }))

  await vi.waitFor(() => expect(screen.queryByRole('region', RECIPE_AREA)).not.toBeInTheDocument())
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveFocus()
})

test('a thinking AI is said to be thinking until its first words, which replace the wait', async () => {
  const user = useFakeClock()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)
  await askForRecipe(user, INGREDIENTS)
  await screen.findByText('Asking the AI chef…')
  const area = screen.getByRole('region', RECIPE_AREA)

  stream.push(THINKING)

  await vi.waitFor(() =>
    expect(within(area).getByRole('status')).toHaveTextContent('The AI chef is thinking…'),
  )
  // Thinking outlasts the 5 s: it is still thinking, not "still waiting".
  await act(() => vi.advanceTimersByTimeAsync(6_000))
  expect(within(area).getByRole('status')).toHaveTextContent('The AI chef is thinking…')

  stream.push(
    { type: 'start', engine: 'llm', model: 'test/model' },
    { type: 'delta', text: '## Crêpes\n' },
  )

  expect(await screen.findByRole('heading', { name: 'Crêpes' })).toBeInTheDocument()
  // The recipe mounts with its first words, in place of the wait.
  const shown = screen.getByRole('region', RECIPE_AREA)
  expect(within(shown).queryByText(/AI chef/)).not.toBeInTheDocument()
  expect(shown).toHaveAttribute('aria-busy', 'true')
  stream.push({ type: 'done', engine: 'llm', model: 'test/model' })
  stream.end()
  expect(await within(shown).findByText(/Written by an AI model/)).toBeInTheDocument()
})

test('"Another idea" waits beside its button, with a Stop that keeps the earlier recipe', async () => {
  const user = useFakeClock()
  const second = controlledSseResponse()
  stubFetch(
    recipeResponse('Pancakes', { engine: 'llm', model: 'test/model', withStart: true }),
    second.response,
  )
  render(<App />)
  await askForRecipe(user, INGREDIENTS)
  const area = await screen.findByRole('region', RECIPE_AREA)
  await within(area).findByText(/Written by an AI model/)

  await user.click(within(area).getByRole('button', { name: 'Another idea' }))

  const waiting = within(area).getByText('Asking the AI chef…')
  // The line comes after the recipe, just before its actions.
  const actions = within(area).getByRole('button', { name: 'Another idea' })
  expect(waiting.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(within(area).getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(5_000))
  expect(waiting).toHaveTextContent('Still waiting for the AI chef…')

  await user.click(within(area).getByRole('button', { name: 'Stop' }))

  await vi.waitFor(() => expect(within(area).queryByText(/AI chef/)).not.toBeInTheDocument())
  expect(within(area).getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()
  expect(within(area).getByRole('button', { name: 'Another idea' })).toHaveFocus()
})

test('with the offline chef, the page waits as it always did: no waiting words', async () => {
  engineMeta?.remove()
  serveAs('offline')
  const user = userEvent.setup()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)

  await askForRecipe(user, INGREDIENTS)

  expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument()
  expect(screen.queryByRole('region', RECIPE_AREA)).not.toBeInTheDocument()
  expect(screen.queryByText(/AI chef/)).not.toBeInTheDocument()
  stream.push({ type: 'delta', text: '## Pancakes\n' })
  expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()
})

test.each([
  ['upstream_error', 502],
  ['upstream_timeout', 504],
  ['upstream_rate_limited', 502],
  ['daily_limit_reached', 429],
  ['unavailable', 503],
])(
  'the AI failing with %s: one press asks the offline chef for the same list and preferences',
  async (code, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const fetchMock = stubFetch(
      errorResponse(status, code, 'The recipe service failed.'),
      recipeResponse('Pancakes', { engine: 'offline', model: 'offline-chef', withStart: true }),
    )
    render(<App />)
    await askForRecipe(user, INGREDIENTS)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('offline chef can still suggest')
    await user.click(within(alert).getByRole('button', { name: 'Ask the offline chef' }))

    expect(requestBody(fetchMock, 1)).toEqual({
      ingredients: INGREDIENTS,
      variant: 0,
      engine: 'offline',
    })
    const area = await screen.findByRole('region', RECIPE_AREA)
    expect(await within(area).findByText('Written by our offline chef, not an AI.')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
)

test('after the offline chef stepped in, "Another idea" goes on with it; "Get a recipe" asks the AI again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  localStorage.setItem(
    'chef-claude:v1',
    JSON.stringify({ preferences: { diets: ['vegetarian'], avoid: [], servings: 4 } }),
  )
  reloadPreferences()
  const user = userEvent.setup()
  const fetchMock = stubFetch(
    errorResponse(504, 'upstream_timeout', 'Too slow.'),
    recipeResponse('Pancakes', { engine: 'offline', model: 'offline-chef', withStart: true }),
    recipeResponse('Crêpes', { engine: 'offline', model: 'offline-chef', withStart: true }),
    recipeResponse('Waffles', { engine: 'llm', model: 'test/model', withStart: true }),
  )
  render(<App />)
  await askForRecipe(user, INGREDIENTS)
  await user.click(await screen.findByRole('button', { name: 'Ask the offline chef' }))
  const area = await screen.findByRole('region', RECIPE_AREA)
  await within(area).findByRole('heading', { name: 'Pancakes' })
  const preferences = (requestBody(fetchMock, 0) as { preferences?: unknown }).preferences
  expect(preferences).toBeDefined()
  expect(requestBody(fetchMock, 1)).toMatchObject({ variant: 0, engine: 'offline', preferences })

  await user.click(within(area).getByRole('button', { name: 'Another idea' }))
  await within(area).findByRole('heading', { name: 'Crêpes' })
  expect(requestBody(fetchMock, 2)).toMatchObject({ variant: 1, engine: 'offline', preferences })

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
  await within(area).findByRole('heading', { name: 'Waffles' })
  expect(requestBody(fetchMock, 3)).not.toHaveProperty('engine')
})

test('an in-band error before any text offers the offline chef; one after text does not', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(
    sseResponse([
      { type: 'start', engine: 'llm', model: 'test/model' },
      THINKING,
      { type: 'error', code: 'internal_error', message: 'Something went wrong.' },
    ]),
    sseResponse([
      { type: 'start', engine: 'llm', model: 'test/model' },
      { type: 'delta', text: '## Half\n' },
      { type: 'error', code: 'upstream_error', message: 'Stopped part-way.' },
    ]),
  )
  render(<App />)
  await askForRecipe(user, INGREDIENTS)

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByRole('button', { name: 'Ask the offline chef' })).toBeInTheDocument()

  await user.click(within(alert).getByRole('button', { name: 'Try again' }))

  await vi.waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('having trouble right now'),
  )
  expect(screen.queryByRole('button', { name: 'Ask the offline chef' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
})

test.each([
  ['our own rate limit', () => errorResponse(429, 'rate_limited', 'Too many.')],
  ['a bad request', () => errorResponse(400, 'invalid_request', 'ingredients: bad.')],
])('%s is not the AI failing: no offline chef offered', async (_name, response) => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(response())
  render(<App />)
  await askForRecipe(user, INGREDIENTS)

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  expect(within(alert).queryByRole('button', { name: 'Ask the offline chef' })).toBeNull()
})

test('no offer when the offline chef itself failed, or when the server has no AI', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(
    errorResponse(502, 'upstream_error', 'Failed.'),
    errorResponse(503, 'unavailable', 'Busy.'),
  )
  render(<App />)
  await askForRecipe(user, INGREDIENTS)
  await user.click(await screen.findByRole('button', { name: 'Ask the offline chef' }))

  await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('very busy'))
  expect(screen.queryByRole('button', { name: 'Ask the offline chef' })).not.toBeInTheDocument()
})

test('an offline-only server never offers the offline chef', async () => {
  engineMeta?.remove()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(errorResponse(503, 'unavailable', 'Busy.'))
  render(<App />)
  await askForRecipe(user, INGREDIENTS)

  const alert = await screen.findByRole('alert')
  expect(within(alert).queryByRole('button', { name: 'Ask the offline chef' })).toBeNull()
})

test.each([
  ['truncated', 'This recipe was cut off before the end.'],
  ['filtered', 'The AI service stopped this recipe early.'],
] as const)('a %s recipe says so under it, and "Another idea" still works', async (code, note) => {
  const user = userEvent.setup()
  stubFetch(
    recipeResponse('Pancakes', {
      engine: 'llm',
      model: 'test/model',
      withStart: true,
      extra: [{ type: 'notice', code, message: 'Cut short.' }],
    }),
    recipeResponse('Crêpes', { engine: 'llm', model: 'test/model', withStart: true }),
  )
  render(<App />)
  await askForRecipe(user, INGREDIENTS)
  const area = await screen.findByRole('region', RECIPE_AREA)

  const shown = await within(area).findByText(note)
  // Under the recipe: after its text, before the engine's note.
  const text = await within(area).findByText('Cook it.')
  expect(text.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

  await user.click(within(area).getByRole('button', { name: 'Another idea' }))

  expect(await within(area).findByRole('heading', { name: 'Crêpes' })).toBeInTheDocument()
  await within(area).findByText(/Written by an AI model/)
  expect(within(area).queryByText(note)).not.toBeInTheDocument()
  // The earlier idea keeps its note for this visit.
  await user.click(within(area).getByRole('button', { name: 'Previous idea' }))
  expect(await within(area).findByText(note)).toBeInTheDocument()
})

test("a saved recipe opened over a cut-off one shows no note; the visitor's own keeps it", async () => {
  const user = userEvent.setup()
  stubFetch(
    recipeResponse('Pancakes', { engine: 'llm', model: 'test/model', withStart: true }),
    recipeResponse('Crêpes', {
      engine: 'llm',
      model: 'test/model',
      withStart: true,
      extra: [{ type: 'notice', code: 'truncated', message: 'Cut short.' }],
    }),
  )
  render(<App />)
  await askForRecipe(user, INGREDIENTS)
  await screen.findByRole('heading', { name: 'Pancakes' })
  const area = screen.getByRole('region', RECIPE_AREA)
  await user.click(await within(area).findByRole('button', { name: 'Save recipe' }))
  await user.click(within(area).getByRole('button', { name: 'Another idea' }))
  const note = 'This recipe was cut off before the end.'
  expect(await within(area).findByText(note)).toBeInTheDocument()

  await user.click(await screen.findByRole('button', { name: /^Saved recipes/ }))
  await user.click(screen.getByRole('button', { name: /^Pancakes, saved/ }))

  expect(await within(area).findByRole('heading', { name: 'Pancakes' })).toBeVisible()
  expect(within(area).queryByText(note)).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Close saved recipe' }))
  expect(await within(area).findByText(note)).toBeInTheDocument()
})
