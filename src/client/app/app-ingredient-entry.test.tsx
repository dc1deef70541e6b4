import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, expect, test } from 'vitest'
import { MAX_INGREDIENTS } from '../../shared/limits.ts'
import { addIngredients, setUpPageTests } from '../testing/test-support.ts'
import { App } from './app.tsx'

setUpPageTests()

// The lexicon is a lazy chunk: import it once up front, so a busy machine's first import does
// not outlast a findBy's wait. The page still asks for it on focus, as a visitor's would.
beforeAll(async () => {
  await import('../features/ingredients/lib/ingredient-reader.ts')
})

const LOADED = { timeout: 10_000 }

function ingredientNames() {
  const area = screen.queryByRole('region', { name: 'Ingredients on hand:' })
  if (!area) return []
  return within(area)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.ingredient__name')?.textContent)
}

function field() {
  return screen.getByRole('combobox', { name: 'Add ingredient' })
}

test('the field is a combobox with a listbox popup, keeping its name, hint and button', () => {
  render(<App />)
  const input = field()
  expect(input).toHaveAttribute('name', 'ingredient')
  expect(input).toHaveAttribute('placeholder', 'e.g. oregano')
  expect(input).toHaveAttribute('aria-expanded', 'false')
  expect(input).toHaveAttribute('aria-autocomplete', 'list')
  expect(input).not.toHaveAttribute('list')
  expect(document.querySelector('datalist')).toBeNull()
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
  expect(listbox).toHaveAttribute('role', 'listbox')
  expect(screen.getByRole('button', { name: 'Add ingredient' })).toHaveAttribute('type', 'submit')
})

test('arrows move through the suggestions and Enter takes the highlighted one', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.keyboard('spin')
  const listbox = await screen.findByRole('listbox', {}, LOADED)
  const options = within(listbox).getAllByRole('option')
  expect(options[0]).toHaveTextContent('spinach')
  expect(field()).toHaveAttribute('aria-expanded', 'true')
  expect(field()).not.toHaveAttribute('aria-activedescendant')

  await user.keyboard('{ArrowDown}')
  expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id)
  expect(options[0]).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{ArrowDown}')
  expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id)
  await user.keyboard('{ArrowUp}')
  expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id)
  // Up from the first is the text as typed again.
  await user.keyboard('{ArrowUp}')
  expect(field()).not.toHaveAttribute('aria-activedescendant')
  await user.keyboard('{ArrowDown}{Enter}')

  expect(ingredientNames()).toEqual(['spinach'])
  expect(field()).toHaveValue('')
  expect(field()).toHaveFocus()
  expect(field()).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
})

test('Enter with nothing highlighted adds what was typed, even with suggestions showing', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.keyboard('chic')
  await screen.findByRole('listbox', {}, LOADED)
  await user.keyboard('{Enter}')
  expect(ingredientNames()).toEqual(['chic'])
})

test('Escape closes the suggestions and keeps the text; ArrowDown opens them again', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.keyboard('garl')
  await screen.findByRole('listbox', {}, LOADED)

  await user.keyboard('{Escape}')
  expect(field()).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  expect(field()).toHaveValue('garl')

  await user.keyboard('{ArrowDown}')
  expect(field()).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
})

test('clicking a suggestion takes it, and a slip still finds the food', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.keyboard('spinch')
  const first = (await screen.findAllByRole('option', {}, LOADED))[0]!
  expect(first).toHaveTextContent('spinach')
  await user.click(first)
  expect(ingredientNames()).toEqual(['spinach'])
  expect(field()).toHaveFocus()
})

test('a suggestion taken after a typed list keeps the items before it', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.keyboard('eggs, garl')
  await screen.findByRole('option', { name: 'garlic' }, LOADED)
  await user.keyboard('{ArrowDown}{Enter}')
  expect(ingredientNames()).toEqual(['eggs', 'garlic'])
})

test('a pasted list becomes one item each, and the page says how many', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.paste('chicken thighs, rice, garlic, onion, frozen peas')

  expect(ingredientNames()).toEqual(['chicken thighs', 'rice', 'garlic', 'onion', 'frozen peas'])
  expect(screen.getByText('Added 5 ingredients.')).toHaveAttribute('aria-live', 'polite')
  expect(field()).toHaveValue('')
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument()
})

test('a list typed with commas and Enter is a list; a decimal comma is not', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['eggs; milk, flour', '1,5 kg flour'])
  expect(ingredientNames()).toEqual(['eggs', 'milk', 'flour', '1,5 kg flour'])
  // A single item pastes as usual, into the field.
  await user.click(field())
  await user.paste('2,5 l milk')
  expect(field()).toHaveValue('2,5 l milk')
})

test('a pasted list longer than the list allows adds what fits and names the rest', async () => {
  const user = userEvent.setup()
  render(<App />)
  const items = Array.from({ length: MAX_INGREDIENTS + 2 }, (_, index) => `item ${index + 1}`)
  await user.click(field())
  await user.paste(items.join('\n'))

  expect(ingredientNames()).toHaveLength(MAX_INGREDIENTS)
  expect(
    screen.getByText(
      `Added ${MAX_INGREDIENTS} ingredients. No room for item 51, item 52: Chef Claude cooks with at most ${MAX_INGREDIENTS} at once.`,
    ),
  ).toBeInTheDocument()
})

test('a fresh page says what it does and offers example lists, which fill the list', async () => {
  const user = userEvent.setup()
  render(<App />)
  const header = screen.getByRole('banner')
  expect(
    within(header).getByText("Tell me what's in your kitchen and I'll suggest a recipe."),
  ).toBeInTheDocument()
  const examples = screen.getByRole('group', { name: 'Try:' })
  expect(
    within(examples)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    'eggs, spinach, feta, red onion',
    'pasta, tinned tomatoes, garlic, parmesan',
    'chickpeas, sweet potato, coconut milk, curry paste',
  ])

  await user.click(within(examples).getByRole('button', { name: 'eggs, spinach, feta, red onion' }))

  expect(ingredientNames()).toEqual(['eggs', 'spinach', 'feta', 'red onion'])
  expect(screen.getByText('Added 4 ingredients.')).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: 'Try:' })).not.toBeInTheDocument()
  expect(field()).toHaveFocus()
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument()
})

test('a chip the chef reads as a slip asks "Did you mean …?" and one press fixes it', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['spinch', 'pean', 'eggs'])

  const fix = await screen.findByRole('button', { name: 'Did you mean spinach?' }, LOADED)
  // "pean" could be peas or pecans: no guess. "eggs" is known.
  expect(screen.getAllByRole('button', { name: /^Did you mean/ })).toHaveLength(1)
  await user.click(fix)

  expect(ingredientNames()).toEqual(['spinach', 'pean', 'eggs'])
  expect(screen.queryByRole('button', { name: /^Did you mean/ })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Remove spinach' })).toHaveFocus()
})

test('the field holds 100 characters counted as the server counts them: 100 emoji fit', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.paste('🥕'.repeat(104))
  expect(field()).toHaveValue('🥕'.repeat(100))
  await user.keyboard('{Enter}')
  expect(ingredientNames()).toEqual(['🥕'.repeat(100)])
})

test('an ingredient of zero-width characters only is not added, as an empty one is not', async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(field())
  await user.paste('\u200b\u200d\ufe0f')
  await user.keyboard('{Enter}')
  expect(ingredientNames()).toEqual([])
})
