import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { App } from './app.tsx'
import { addIngredients, askForRecipe, setUpPageTests, stubFetch } from '../testing/test-support.ts'
import { recipeResponse } from '../testing/recipe-events.ts'

// A renderer that fails on one recipe: whatever the cause, the page must not go blank.
vi.mock('../features/recipe/components/recipe-markdown.tsx', () => ({
  RecipeMarkdown: ({ markdown }: { markdown: string }) => {
    if (markdown.includes('Unrenderable')) throw new Error('Maximum call stack size exceeded')
    return <p>{markdown}</p>
  },
}))

setUpPageTests()

test('a recipe that cannot render shows as plain text with a message; the page works on', async () => {
  // React reports the caught render error on console.error; here it is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(recipeResponse('Unrenderable Stew'), recipeResponse('Pancakes'))
  render(<App />)
  await askForRecipe(user)

  const region = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  expect(
    await within(region).findByText(/could not be shown formatted, so here it is as plain text/),
  ).toBeInTheDocument()
  expect(within(region).getByText(/Unrenderable Stew/)).toBeInTheDocument()

  // The form still works, and a new recipe renders formatted again.
  await addIngredients(user, ['butter'])
  const list = screen.getByRole('region', { name: 'Ingredients on hand:' })
  expect(within(list).getByText(/butter/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
  expect(await screen.findByText(/## Pancakes/)).toBeInTheDocument()
  expect(screen.queryByText(/could not be shown formatted/)).not.toBeInTheDocument()
})
