import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { controlledSseResponse, sseResponse } from '../../../tests/support/sse-response.ts'
import { App } from './app.tsx'
import { STORAGE_KEY } from '../lib/saved-state.ts'
import {
  addIngredients,
  askForRecipe,
  requestBody,
  stubFetch,
  setUpPageTests,
} from '../testing/test-support.ts'
import { recipeResponse } from '../testing/recipe-events.ts'

setUpPageTests()

const region = () => screen.getByRole('region', { name: 'Chef Claude Recommends:' })
const dishTitle = () => within(region()).getAllByRole('heading', { level: 2 })[1]?.textContent

/** Asks for a recipe, then for another idea per extra title; returns the fetch mock. */
async function ideasFor(user: ReturnType<typeof userEvent.setup>, titles: string[]) {
  const fetchMock = stubFetch(...titles.map((title) => recipeResponse(title, { engine: 'llm' })))
  const view = render(<App />)
  await askForRecipe(user)
  await screen.findByRole('heading', { name: titles[0] })
  for (const title of titles.slice(1)) {
    await user.click(screen.getByRole('button', { name: 'Another idea' }))
    await screen.findByRole('heading', { name: title })
  }
  return Object.assign(fetchMock, { unmount: view.unmount })
}

test('one idea has no stepping; a second shows "Idea 2 of 2" and names the first to the server', async () => {
  const user = userEvent.setup()
  const fetchMock = stubFetch(
    recipeResponse('Pancakes', { engine: 'llm' }),
    recipeResponse('Crêpes', { engine: 'llm' }),
  )
  render(<App />)
  await askForRecipe(user)
  await screen.findByRole('heading', { name: 'Pancakes' })
  expect(screen.queryByRole('navigation', { name: 'Ideas for this list' })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Crêpes' })

  const ideas = screen.getByRole('navigation', { name: 'Ideas for this list' })
  expect(ideas).toHaveTextContent('Idea 2 of 2')
  expect(within(ideas).getByRole('button', { name: 'Next idea' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  expect(requestBody(fetchMock, 1)).toMatchObject({ variant: 1, previousTitles: ['Pancakes'] })
})

test('stepping back and forth shows each idea as it was, without asking the server', async () => {
  const user = userEvent.setup()
  const fetchMock = await ideasFor(user, ['Pancakes', 'Crêpes', 'Waffles'])
  expect(requestBody(fetchMock, 2)).toMatchObject({
    variant: 2,
    previousTitles: ['Pancakes', 'Crêpes'],
  })
  const ideas = screen.getByRole('navigation', { name: 'Ideas for this list' })
  const previous = within(ideas).getByRole('button', { name: 'Previous idea' })

  await user.click(previous)
  expect(ideas).toHaveTextContent('Idea 2 of 3')
  expect(dishTitle()).toBe('Crêpes')
  await user.click(previous)
  expect(ideas).toHaveTextContent('Idea 1 of 3')
  expect(dishTitle()).toBe('Pancakes')
  expect(previous).toHaveAttribute('aria-disabled', 'true')
  expect(previous).toHaveFocus()
  await user.click(previous)
  expect(dishTitle()).toBe('Pancakes')

  await user.click(within(ideas).getByRole('button', { name: 'Next idea' }))
  expect(ideas).toHaveTextContent('Idea 2 of 3')
  expect(dishTitle()).toBe('Crêpes')
  expect(fetchMock).toHaveBeenCalledTimes(3)
})

test('another idea from an earlier one goes on after the newest, naming them all', async () => {
  const user = userEvent.setup()
  const fetchMock = await ideasFor(user, ['Pancakes', 'Crêpes'])
  stubFetch(recipeResponse('Waffles', { engine: 'llm' }))
  await user.click(screen.getByRole('button', { name: 'Previous idea' }))

  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Waffles' })

  const latest = vi.mocked(fetch).mock.calls[0]?.[1]?.body
  expect(JSON.parse(String(latest))).toMatchObject({
    variant: 2,
    previousTitles: ['Pancakes', 'Crêpes'],
  })
  expect(screen.getByRole('navigation', { name: 'Ideas for this list' })).toHaveTextContent(
    'Idea 3 of 3',
  )
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

test('while another idea arrives it counts as the newest, and stepping waits', async () => {
  const user = userEvent.setup()
  await ideasFor(user, ['Pancakes', 'Crêpes'])
  const third = controlledSseResponse()
  stubFetch(third.response)

  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  const ideas = screen.getByRole('navigation', { name: 'Ideas for this list' })
  expect(ideas).toHaveTextContent('Idea 2 of 2')
  third.push({ type: 'delta', text: '## Waffles\n' })
  await screen.findByRole('heading', { name: 'Waffles' })
  expect(ideas).toHaveTextContent('Idea 3 of 3')
  const previous = within(ideas).getByRole('button', { name: 'Previous idea' })
  expect(previous).toHaveAttribute('aria-disabled', 'true')
  await user.click(previous)
  expect(dishTitle()).toBe('Waffles')

  third.push({ type: 'done', engine: 'llm', model: 'm' })
  third.end()
  await vi.waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'))
})

test('a new list starts a fresh set of ideas', async () => {
  const user = userEvent.setup()
  await ideasFor(user, ['Pancakes', 'Crêpes'])
  const fetchMock = stubFetch(recipeResponse('Egg fried rice', { engine: 'llm' }))
  await addIngredients(user, ['rice'])

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
  await screen.findByRole('heading', { name: 'Egg fried rice' })

  expect(screen.queryByRole('navigation', { name: 'Ideas for this list' })).not.toBeInTheDocument()
  expect(requestBody(fetchMock, 0)).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar', 'rice'],
    variant: 0,
  })
})

test('the ideas and the one on screen come back after a reload', async () => {
  const user = userEvent.setup()
  const first = await ideasFor(user, ['Pancakes', 'Crêpes', 'Waffles'])
  await user.click(screen.getByRole('button', { name: 'Previous idea' }))
  first.unmount()
  const fetchMock = stubFetch(recipeResponse('Drop scones', { engine: 'llm' }))

  render(<App />)

  const ideas = await screen.findByRole('navigation', { name: 'Ideas for this list' })
  expect(ideas).toHaveTextContent('Idea 2 of 3')
  expect(dishTitle()).toBe('Crêpes')
  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Drop scones' })
  expect(requestBody(fetchMock, 0)).toMatchObject({
    variant: 3,
    previousTitles: ['Pancakes', 'Crêpes', 'Waffles'],
  })
})

test('a failed idea keeps the ideas, on screen and after a reload, and says why', async () => {
  const user = userEvent.setup()
  const first = await ideasFor(user, ['Pancakes', 'Crêpes'])
  stubFetch(
    sseResponse([{ type: 'error', code: 'upstream_error', message: 'The service failed.' }]),
  )
  vi.spyOn(console, 'error').mockImplementation(() => undefined)

  await user.click(screen.getByRole('button', { name: 'Another idea' }))

  expect(await screen.findByRole('alert')).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Ideas for this list' })).toHaveTextContent(
    'Idea 2 of 2',
  )
  expect(dishTitle()).toBe('Crêpes')
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
    recipe: { markdown: string }
    ideas: unknown[]
  }
  expect(stored.ideas).toHaveLength(2)
  expect(stored.recipe.markdown).toContain('Crêpes')

  first.unmount()
  render(<App />)
  expect(await screen.findByRole('navigation', { name: 'Ideas for this list' })).toHaveTextContent(
    'Idea 2 of 2',
  )
})

const OUT_OF_IDEAS = [
  '## Out of New Ideas for This List\n\n',
  "I've already given you every dish I'd stand behind: **Pancakes** and **Crêpes**. Go back to one of those, or add one more ingredient to open up something new:\n\n",
  '- Add **butter** and I can make Shortbread.\n',
]

function outOfIdeas(withData: boolean) {
  return sseResponse([
    ...OUT_OF_IDEAS.map((text) => ({ type: 'delta' as const, text })),
    {
      type: 'done',
      engine: 'offline',
      model: 'offline-chef',
      ...(withData && {
        kind: 'out-of-ideas' as const,
        suggestions: [{ add: 'butter', dish: 'Shortbread' }],
      }),
    },
  ])
}

test('out of ideas: shown but no idea, no Save or Share, and "Add butter" adds it and asks', async () => {
  const user = userEvent.setup()
  await ideasFor(user, ['Pancakes', 'Crêpes'])
  stubFetch(outOfIdeas(true), outOfIdeas(false))
  await screen.findByRole('button', { name: 'Save recipe' })

  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Out of New Ideas for This List' })
  const ideas = screen.getByRole('navigation', { name: 'Ideas for this list' })
  expect(ideas).toHaveTextContent('2 ideas so far')
  expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument()
  // A second press: still two ideas, never a third that is not one.
  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  await vi.waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'false'))
  expect(ideas).toHaveTextContent('2 ideas so far')
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { ideas: unknown[] }
  expect(stored.ideas).toHaveLength(2)

  // Stored without its data, the suggestion is still a button (read from the text).
  const fetchMock = stubFetch(recipeResponse('Shortbread', { engine: 'llm' }))
  await user.click(screen.getByRole('button', { name: 'Add butter and I can make Shortbread' }))
  await screen.findByRole('heading', { name: 'Shortbread' })
  expect(requestBody(fetchMock, 0)).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar', 'butter'],
    variant: 0,
  })

  // The earlier list's ideas are a press away.
  await user.click(screen.getByRole('button', { name: /Earlier ideas/ }))
  expect(dishTitle()).toBe('Crêpes')
  expect(screen.getByRole('navigation', { name: 'Ideas for this list' })).toHaveTextContent(
    'Idea 2 of 2',
  )
}, 20_000)

test('"Get a recipe" with the list unchanged shows the first idea, keeping them all', async () => {
  const user = userEvent.setup()
  const fetchMock = await ideasFor(user, ['Pancakes', 'Crêpes', 'Waffles'])

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))

  await vi.waitFor(() => expect(dishTitle()).toBe('Pancakes'))
  expect(screen.getByRole('navigation', { name: 'Ideas for this list' })).toHaveTextContent(
    'Idea 1 of 3',
  )
  expect(fetchMock).toHaveBeenCalledTimes(3)
})
