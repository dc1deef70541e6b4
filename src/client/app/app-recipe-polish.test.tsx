import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { controlledSseResponse } from '../../../tests/support/sse-response.ts'
import { App } from './app.tsx'
import {
  addIngredients,
  askForRecipe,
  requestBody,
  stubFetch,
  setUpPageTests,
} from '../testing/test-support.ts'
import { recipeResponse } from '../testing/recipe-events.ts'

setUpPageTests()

async function showPancakes(user: ReturnType<typeof userEvent.setup>) {
  const fetchMock = stubFetch(recipeResponse('Pancakes'))
  render(<App />)
  await askForRecipe(user)
  await screen.findByRole('heading', { name: 'Pancakes' })
  return fetchMock
}

test('the offline chef is named in visitor words', async () => {
  const user = userEvent.setup()
  await showPancakes(user)
  expect(
    await screen.findByText('Written by our offline chef, not an AI.', { exact: true }),
  ).toBeInTheDocument()
})

test('removing an ingredient the recipe used marks it as made from an earlier list', async () => {
  const user = userEvent.setup()
  await showPancakes(user)
  expect(screen.queryByText('Made from an earlier list.')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Remove milk' }))

  const recipe = screen.getByRole('region', { name: 'Chef Claude Recommends:' })
  expect(within(recipe).getByText('Made from an earlier list.')).toBeInTheDocument()
  expect(within(recipe).getByText('Add 1 more ingredient for a new recipe.')).toBeInTheDocument()
  expect(
    within(recipe).queryByRole('button', { name: 'New recipe for your list' }),
  ).not.toBeInTheDocument()
})

test('the same items again, in another order, are the same list', async () => {
  const user = userEvent.setup()
  await showPancakes(user)

  await user.click(screen.getByRole('button', { name: 'Remove egg' }))
  await addIngredients(user, ['Egg'])

  expect(screen.queryByText('Made from an earlier list.')).not.toBeInTheDocument()
})

test('a changed list of four or more offers a new recipe for it, which replaces the old one', async () => {
  const user = userEvent.setup()
  const fetchMock = await showPancakes(user)
  await user.click(screen.getByRole('button', { name: 'Remove sugar' }))
  await addIngredients(user, ['butter', 'lemon'])
  stubFetch(recipeResponse('Lemon crêpes'))

  const newRecipe = screen.getByRole('button', { name: 'New recipe for your list' })
  await user.click(newRecipe)

  expect(await screen.findByRole('heading', { name: 'Lemon crêpes' })).toBeInTheDocument()
  expect(requestBody(vi.mocked(fetch), 0)).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'butter', 'lemon'],
    variant: 0,
  })
  expect(screen.queryByText('Made from an earlier list.')).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Chef Claude Recommends:' })).toHaveFocus()
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('a new recipe takes focus at its start, once its first words arrive', async () => {
  const user = userEvent.setup()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)
  await askForRecipe(user)
  const getRecipe = screen.getByRole('button', { name: 'Get a recipe' })
  expect(getRecipe).toHaveFocus()

  stream.push({ type: 'delta', text: '## Pancakes\n' })
  await screen.findByRole('heading', { name: 'Pancakes' })
  const heading = screen.getByRole('heading', { name: 'Chef Claude Recommends:' })
  await vi.waitFor(() => expect(heading).toHaveFocus())

  // The next words of the same recipe leave focus wherever the visitor took it.
  getRecipe.focus()
  stream.push({ type: 'delta', text: '\n1. Whisk.\n' })
  await screen.findByText('Whisk.')
  expect(getRecipe).toHaveFocus()
  stream.push({ type: 'done', engine: 'offline', model: 'm' })
  stream.end()
})

test('a visitor typing in the field keeps focus there when a recipe starts', async () => {
  const user = userEvent.setup()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)
  await askForRecipe(user)
  const field = screen.getByRole('combobox', { name: 'Add ingredient' })
  await user.click(field)
  await user.keyboard('bana')

  stream.push({ type: 'delta', text: '## Pancakes\n' })
  await screen.findByRole('heading', { name: 'Pancakes' })

  expect(field).toHaveFocus()
  await user.keyboard('na')
  expect(field).toHaveValue('banana')
  stream.push({ type: 'done', engine: 'offline', model: 'm' })
  stream.end()
})
