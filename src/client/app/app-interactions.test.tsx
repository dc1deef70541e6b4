import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { controlledSseResponse } from '../../../tests/support/sse-response.ts'
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts'
import { App } from './app.tsx'
import { STORAGE_KEY } from '../lib/saved-state.ts'
import {
  addIngredients,
  askForRecipe,
  requestBody,
  setUpPageTests,
  showRecipe,
  stubFetch,
} from '../testing/test-support.ts'
import { recipeResponse } from '../testing/recipe-events.ts'

setUpPageTests()

function ingredientNames() {
  const area = screen.queryByRole('region', { name: 'Ingredients on hand:' })
  if (!area) return []
  return within(area)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

/** The app mid-recipe: "## Half" has arrived on a stream the test still controls. */
async function startHalfRecipe(...before: RecipeStreamEvent[]) {
  const user = userEvent.setup()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)
  await askForRecipe(user)
  stream.push(...before, { type: 'delta', text: '## Half\n' })
  const recipe = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  return { user, stream, recipe }
}

test('visitor removes an ingredient and focus moves to the next remove button', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['oregano', 'basil', 'thyme'])

  await user.click(screen.getByRole('button', { name: 'Remove basil' }))

  expect(ingredientNames()).toEqual(['oregano', 'thyme'])
  expect(screen.getByRole('button', { name: 'Remove thyme' })).toHaveFocus()

  await user.keyboard('{Enter}')
  expect(ingredientNames()).toEqual(['oregano'])
  expect(screen.getByRole('button', { name: 'Remove oregano' })).toHaveFocus()

  await user.keyboard('{Enter}')
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toHaveFocus()
})

test('visitor removes one of two duplicates and the other stays', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['egg', 'egg', 'milk'])

  await user.click(screen.getAllByRole('button', { name: 'Remove egg' })[1]!)

  expect(ingredientNames()).toEqual(['egg', 'milk'])
})

test('visitor clears the whole list, is told so, and can undo it', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['egg', 'milk', 'flour', 'sugar'])

  await user.click(screen.getByRole('button', { name: 'Clear list' }))

  expect(screen.queryByRole('list')).not.toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toHaveFocus()
  const notice = screen.getByRole('status')
  expect(notice).toHaveTextContent('Cleared 4 ingredients.')

  await user.click(within(notice).getByRole('button', { name: 'Undo' }))

  expect(ingredientNames()).toEqual(['egg', 'milk', 'flour', 'sugar'])
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
})

test('visitor adds after clearing and the undo offer goes away', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['egg'])
  await user.click(screen.getByRole('button', { name: 'Clear list' }))

  await addIngredients(user, ['rice'])

  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  expect(ingredientNames()).toEqual(['rice'])
})

test('visitor is told how many more ingredients a recipe needs', async () => {
  const user = userEvent.setup()
  render(<App />)
  const field = screen.getByRole('combobox', { name: 'Add ingredient' })
  expect(field).toHaveAccessibleDescription(/Add 4 more ingredients/)

  await addIngredients(user, ['egg', 'milk', 'flour'])
  expect(field).toHaveAccessibleDescription(/Add one more ingredient/)

  await addIngredients(user, ['sugar'])
  expect(field).not.toHaveAccessibleDescription()
})

test('visitor reloads and finds the list and the last recipe still there', async () => {
  const user = userEvent.setup()
  stubFetch(recipeResponse('Pancakes'))
  const first = render(<App />)
  await askForRecipe(user)
  expect(await screen.findByText(/offline chef/)).toBeInTheDocument()
  first.unmount()

  render(<App />)

  expect(ingredientNames()).toEqual(['egg', 'milk', 'flour', 'sugar'])
  const recipe = screen.getByRole('region', { name: 'Chef Claude Recommends:' })
  expect(await within(recipe).findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()
  expect(within(recipe).getByText(/offline chef/)).toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
    ingredients: ['egg', 'milk', 'flour', 'sugar'],
  })
})

test.each([
  ['corrupt JSON', '{"ingredients": ["egg"'],
  ['a list that is not a list', '{"ingredients": "egg, milk"}'],
  ['wrong item types', '{"ingredients": [1, null, {"text": "egg"}], "recipe": 42}'],
  ['a recipe with a bad shape', '{"ingredients": [], "recipe": {"markdown": 1}}'],
])('visitor with %s saved starts with an empty page, no crash', (_name, saved) => {
  localStorage.setItem(STORAGE_KEY, saved)

  render(<App />)

  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toBeInTheDocument()
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Chef Claude Recommends:' })).not.toBeInTheDocument()
})

test('visitor asks for another idea: the next variant, same list, old recipe kept meanwhile', async () => {
  const user = userEvent.setup()
  const second = controlledSseResponse()
  const fetchMock = stubFetch(recipeResponse('Pancakes'), second.response)
  render(<App />)
  await askForRecipe(user)
  expect(await screen.findByText(/offline chef/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Remove sugar' }))

  await user.click(screen.getByRole('button', { name: 'Another idea' }))

  expect(requestBody(fetchMock, 1)).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar'],
    variant: 1,
    previousTitles: ['Pancakes'],
  })
  const anotherIdea = screen.getByRole('button', { name: 'Another idea' })
  expect(anotherIdea).toHaveAttribute('aria-busy', 'true')
  expect(anotherIdea).toHaveFocus()
  expect(screen.getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()

  second.push({ type: 'delta', text: '## Crêpes\n' })
  expect(await screen.findByRole('heading', { name: 'Crêpes' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Pancakes' })).not.toBeInTheDocument()
  second.push({ type: 'done', engine: 'offline', model: 'm' })
  second.end()
  await vi.waitFor(() => expect(anotherIdea).toHaveAttribute('aria-busy', 'false'))
})

test('visitor copies the recipe as plain text and hears it was copied', async () => {
  const user = userEvent.setup()
  const recipe = await showRecipe(user, recipeResponse('Pancakes'))
  await within(recipe).findByText(/offline chef/)

  await user.click(within(recipe).getByRole('button', { name: 'Copy recipe' }))

  expect(await within(recipe).findByRole('status')).toHaveTextContent('Recipe copied')
  expect(await navigator.clipboard.readText()).toBe('Pancakes\n\n1. Cook it.\n')
})

test('visitor whose browser refuses the clipboard is told to copy by hand', async () => {
  const user = userEvent.setup()
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
  const recipe = await showRecipe(user, recipeResponse('Pancakes'))
  await within(recipe).findByText(/offline chef/)

  await user.click(within(recipe).getByRole('button', { name: 'Copy recipe' }))

  expect(await within(recipe).findByRole('status')).toHaveTextContent('Could not copy')
})

test('visitor who stops a recipe sees it marked as stopped, and the actions wait meanwhile', async () => {
  const { user, recipe } = await startHalfRecipe()
  expect(recipe).toHaveAttribute('aria-busy', 'true')
  expect(within(recipe).getByRole('button', { name: 'Copy recipe' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await user.click(screen.getByRole('button', { name: 'Stop' }))

  expect(await within(recipe).findByText(/Stopped/)).toBeInTheDocument()
  expect(recipe).toHaveAttribute('aria-busy', 'false')
  expect(within(recipe).getByRole('button', { name: 'Copy recipe' })).toHaveAttribute(
    'aria-disabled',
    'false',
  )
})

test('visitor who stops a new request before its first word keeps the earlier stopped recipe as stopped', async () => {
  const user = userEvent.setup()
  const first = controlledSseResponse()
  const second = controlledSseResponse()
  stubFetch(first.response, second.response)
  render(<App />)
  await askForRecipe(user)
  first.push({ type: 'delta', text: '## Half\n' })
  const recipe = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  await user.click(screen.getByRole('button', { name: 'Stop' }))
  expect(await within(recipe).findByText(/Stopped/)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
  await user.click(await screen.findByRole('button', { name: 'Stop' }))

  expect(await within(recipe).findByText(/Stopped/)).toBeInTheDocument()
  expect(within(recipe).getByRole('heading', { name: 'Half' })).toBeInTheDocument()
})

test('visitor who removes ingredients mid-stream can still stop the recipe', async () => {
  const { user, recipe } = await startHalfRecipe()

  await user.click(screen.getByRole('button', { name: 'Remove sugar' }))
  expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument()
  await user.click(within(recipe).getByRole('button', { name: 'Stop' }))

  expect(await within(recipe).findByText(/Stopped/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument()
})

test('a recipe stopped half-way still says which engine wrote it', async () => {
  const { user, recipe } = await startHalfRecipe({ type: 'start', engine: 'llm', model: 'm' })

  await user.click(screen.getByRole('button', { name: 'Stop' }))

  expect(await within(recipe).findByText(/Stopped/)).toBeInTheDocument()
  expect(within(recipe).getByText(/Written by an AI model/)).toBeInTheDocument()
})

test('visitor who focuses the field gets ingredient suggestions', async () => {
  const user = userEvent.setup()
  render(<App />)
  const field = screen.getByRole('combobox', { name: 'Add ingredient' })
  expect(screen.queryByRole('option')).not.toBeInTheDocument()

  await user.click(field)
  await user.keyboard('garl')

  expect(await screen.findByRole('option', { name: 'garlic' }, { timeout: 10_000 })).toBeVisible()
  expect(field).toHaveAttribute('aria-expanded', 'true')
})

test('visitor who presses Stop from the keyboard lands back on "Get a recipe"', async () => {
  const { user } = await startHalfRecipe()
  await screen.findByRole('heading', { name: 'Half' })

  screen.getByRole('button', { name: 'Stop' }).focus()
  await user.keyboard('{Enter}')

  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveFocus()
})
