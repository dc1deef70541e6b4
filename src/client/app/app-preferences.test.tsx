import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, test, vi } from 'vitest'
import { controlledSseResponse } from '../../../tests/support/sse-response.ts'
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts'
import { App } from './app.tsx'
import { reloadPreferences } from '../stores/preferences-store.ts'
import { STORAGE_KEY } from '../lib/saved-state.ts'
import { addIngredients, askForRecipe, setUpPageTests, stubFetch } from '../testing/test-support.ts'
import { recipeResponse } from '../testing/recipe-events.ts'

setUpPageTests()

beforeEach(() => {
  // The preferences live in a module-level store: each test starts from storage, as a page does.
  reloadPreferences()
})

type User = ReturnType<typeof userEvent.setup>

const PEANUT_WARNING = {
  type: 'warning',
  code: 'conflicts_with_preferences',
  message: 'This recipe uses peanut butter and prawns.',
  items: ['peanut butter', 'prawns'],
} as const satisfies RecipeStreamEvent

/** The disclosure's button, once its lazily loaded chunk is in. */
function findToggle() {
  return screen.findByRole('button', { name: /^Preferences/ })
}

async function openPreferences(user: User) {
  const toggle = await findToggle()
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle)
  return toggle
}

/** Vegan, avoiding peanuts, serves 4, 30 minutes: set from the keyboard and pointer. */
async function setSomePreferences(user: User) {
  await openPreferences(user)
  await user.click(screen.getByRole('checkbox', { name: 'Vegan' }))
  await user.type(screen.getByRole('textbox', { name: 'Avoid' }), 'peanuts{Enter}')
  const servings = screen.getByRole('spinbutton', { name: 'Servings' })
  await user.clear(servings)
  await user.type(servings, '4')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '30')
}

function rawBody(fetchMock: ReturnType<typeof stubFetch>, index: number): string {
  return String(fetchMock.mock.calls[index]?.[1]?.body)
}

test('the control starts closed, named "Preferences", and opens to the exact fields', async () => {
  const user = userEvent.setup()
  render(<App />)

  const toggle = await findToggle()
  expect(toggle).toHaveAccessibleName('Preferences')
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  expect(toggle.closest('form')).toBe(
    screen.getByRole('combobox', { name: 'Add ingredient' }).closest('form'),
  )

  await user.click(toggle)

  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
    'Vegetarian',
    'Vegan',
    'Pescatarian',
    'Gluten-free',
    'Dairy-free',
  ])
  for (const name of ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free']) {
    expect(screen.getByRole('checkbox', { name })).not.toBeChecked()
  }
  expect(screen.getByRole('textbox', { name: 'Avoid' })).toHaveValue('')
  const servings = screen.getByRole('spinbutton', { name: 'Servings' })
  expect(servings).toHaveValue(2)
  expect(servings).toHaveAttribute('min', '1')
  expect(servings).toHaveAttribute('max', '12')
  const time = screen.getByRole('combobox', { name: 'Time' })
  expect(
    within(time)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['', '15', '30', '45', '60'])
  expect(time).toHaveValue('')

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
})

test('a fresh visitor sends exactly the body the page always sent; another idea adds the earlier title', async () => {
  const user = userEvent.setup()
  const fetchMock = stubFetch(
    recipeResponse('Pancakes', { engine: 'llm', withStart: true }),
    recipeResponse('Crêpes', { engine: 'llm', withStart: true }),
  )
  render(<App />)
  await findToggle()

  await askForRecipe(user)
  await screen.findByRole('heading', { name: 'Pancakes' })
  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Crêpes' })

  expect(rawBody(fetchMock, 0)).toBe('{"ingredients":["egg","milk","flour","sugar"],"variant":0}')
  expect(rawBody(fetchMock, 1)).toBe(
    '{"ingredients":["egg","milk","flour","sugar"],"variant":1,"previousTitles":["Pancakes"]}',
  )
})

test('the summary names what is set, and every request carries it', async () => {
  const user = userEvent.setup()
  const fetchMock = stubFetch(
    recipeResponse('Tofu noodles', { engine: 'llm', withStart: true }),
    recipeResponse('Tofu curry', { engine: 'llm', withStart: true }),
  )
  render(<App />)

  await setSomePreferences(user)

  const toggle = await findToggle()
  expect(toggle).toHaveAccessibleName(
    'Preferences: Vegan · avoiding peanuts · serves 4 · 30 min or less',
  )
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(toggle).toHaveTextContent('Vegan · avoiding peanuts · serves 4 · 30 min or less')

  await askForRecipe(user)
  await screen.findByRole('heading', { name: 'Tofu noodles' })
  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Tofu curry' })

  const preferences = { diets: ['vegan'], avoid: ['peanuts'], servings: 4, maxMinutes: 30 }
  expect(JSON.parse(rawBody(fetchMock, 0))).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar'],
    variant: 0,
    preferences,
  })
  expect(JSON.parse(rawBody(fetchMock, 1))).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar'],
    variant: 1,
    preferences,
    previousTitles: ['Tofu noodles'],
  })
})

test('only what differs from the defaults is sent: any time and 2 servings are left out', async () => {
  const user = userEvent.setup()
  const fetchMock = stubFetch(
    recipeResponse('Soup', { engine: 'llm', withStart: true }),
    recipeResponse('Stew', { engine: 'llm', withStart: true }),
  )
  render(<App />)
  await setSomePreferences(user)

  await user.click(screen.getByRole('checkbox', { name: 'Vegan' }))
  await user.click(screen.getByRole('checkbox', { name: 'Gluten-free' }))
  await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }))
  const servings = screen.getByRole('spinbutton', { name: 'Servings' })
  await user.clear(servings)
  await user.type(servings, '2')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '')
  await askForRecipe(user)
  await screen.findByRole('heading', { name: 'Soup' })

  expect(JSON.parse(rawBody(fetchMock, 0))).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar'],
    variant: 0,
    // In the contract's order, whatever order they were ticked in.
    preferences: { diets: ['vegetarian', 'gluten-free'], avoid: ['peanuts'] },
  })

  await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }))
  await user.click(screen.getByRole('checkbox', { name: 'Gluten-free' }))
  await user.click(screen.getByRole('button', { name: 'Remove peanuts' }))
  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  await screen.findByRole('heading', { name: 'Stew' })
  expect(rawBody(fetchMock, 1)).toBe(
    '{"ingredients":["egg","milk","flour","sugar"],"variant":1,"previousTitles":["Soup"]}',
  )
  expect(await findToggle()).toHaveAccessibleName('Preferences')
})

test('servings stay within 1–12: leaving the field settles on the nearest, or the kept one', async () => {
  const user = userEvent.setup()
  render(<App />)
  await openPreferences(user)
  const servings = screen.getByRole('spinbutton', { name: 'Servings' })

  await user.clear(servings)
  await user.type(servings, '13')
  await user.tab()
  expect(servings).toHaveValue(12)
  expect(await findToggle()).toHaveAccessibleName('Preferences: serves 12')

  await user.clear(servings)
  await user.tab()
  expect(servings).toHaveValue(12)

  await user.clear(servings)
  await user.type(servings, '0')
  await user.tab()
  expect(servings).toHaveValue(1)
  expect(await findToggle()).toHaveAccessibleName('Preferences: serves 1')
})

test('Enter in Avoid adds a removable chip and never submits the ingredient form', async () => {
  const user = userEvent.setup()
  render(<App />)
  await addIngredients(user, ['egg'])
  await openPreferences(user)
  const avoid = screen.getByRole('textbox', { name: 'Avoid' })
  const chips = () =>
    within(screen.getByRole('list', { name: 'Avoiding' }))
      .queryAllByRole('listitem')
      .map((chip) => chip.textContent)

  await user.type(avoid, '  peanuts {Enter}')
  await user.type(avoid, 'prawns{Enter}')
  await user.type(avoid, '   {Enter}')
  await user.type(avoid, 'PEANUTS{Enter}')

  expect(chips()).toEqual(['peanuts', 'prawns'])
  expect(screen.getByText('“PEANUTS” is already on the list.')).toBeInTheDocument()
  expect(avoid).toHaveValue('PEANUTS')
  const ingredients = screen.getByRole('region', { name: 'Ingredients on hand:' })
  expect(
    within(ingredients)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['egg'])

  // Enter on a checkbox or in Servings does not submit the form either.
  await user.type(screen.getByRole('combobox', { name: 'Add ingredient' }), 'milk')
  await user.type(screen.getByRole('spinbutton', { name: 'Servings' }), '{Enter}')
  screen.getByRole('checkbox', { name: 'Vegan' }).focus()
  await user.keyboard('{Enter}')
  expect(within(ingredients).getAllByRole('listitem')).toHaveLength(1)

  await user.click(screen.getByRole('button', { name: 'Remove peanuts' }))
  expect(chips()).toEqual(['prawns'])
  expect(screen.getByRole('button', { name: 'Remove prawns' })).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(chips()).toEqual([])
  expect(avoid).toHaveFocus()
})

test('preferences are saved with the list and restored after a reload', async () => {
  const user = userEvent.setup()
  const first = render(<App />)
  await setSomePreferences(user)
  // Saving the list afterwards keeps them.
  await addIngredients(user, ['tofu'])
  first.unmount()
  reloadPreferences()

  render(<App />)

  const toggle = await findToggle()
  expect(toggle).toHaveAccessibleName(
    'Preferences: Vegan · avoiding peanuts · serves 4 · 30 min or less',
  )
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked()
  expect(screen.getByRole('button', { name: 'Remove peanuts' })).toBeInTheDocument()
  expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4)
  expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('30')
  expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
    ingredients: ['tofu'],
    preferences: { diets: ['vegan'], avoid: ['peanuts'], servings: 4, maxMinutes: 30 },
  })
})

test.each([
  ['not an object', '"vegan"'],
  ['fields of the wrong kind', '{"diets": "vegan", "avoid": {"0": "nuts"}, "servings": "4"}'],
  ['values out of range', '{"diets": ["keto"], "servings": 99, "maxMinutes": 17}'],
  ['fractions', '{"servings": 2.5, "maxMinutes": 30.5}'],
])('saved preferences with %s are ignored, never a crash', async (_name, preferences) => {
  localStorage.setItem(STORAGE_KEY, `{"ingredients": ["egg"], "preferences": ${preferences}}`)
  const user = userEvent.setup()

  render(<App />)

  const toggle = await findToggle()
  expect(toggle).toHaveAccessibleName('Preferences')
  await user.click(toggle)
  expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(2)
  expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('')
  expect(screen.getByRole('region', { name: 'Ingredients on hand:' })).toBeInTheDocument()
})

test('saved avoid items are cleaned: text only, trimmed, no duplicates, at most 20', async () => {
  const avoid = [7, '  nuts ', 'NUTS', '', ...Array.from({ length: 30 }, (_, i) => `item ${i}`)]
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ ingredients: [], preferences: { diets: ['vegan', 'vegan', 'x'], avoid } }),
  )

  render(<App />)

  expect(await findToggle()).toHaveAccessibleName(
    'Preferences: Vegan · avoiding nuts, item 0 and 18 more',
  )
})

test('a clash with the preferences is an alert before the recipe, naming the items', async () => {
  const user = userEvent.setup()
  const second = controlledSseResponse()
  stubFetch(
    recipeResponse('Satay noodles', { engine: 'llm', withStart: true, extra: [PEANUT_WARNING] }),
    second.response,
  )
  render(<App />)
  await askForRecipe(user)

  const recipe = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  const alert = await within(recipe).findByRole('alert')
  expect(alert).toHaveTextContent(
    'Check before cooking: this recipe uses peanut butter and prawns, against your preferences.',
  )
  const heading = within(recipe).getByRole('heading', { name: 'Satay noodles' })
  expect(alert.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

  // Another idea: the warning stays with its recipe until the new one's first words replace it.
  await user.click(screen.getByRole('button', { name: 'Another idea' }))
  expect(within(recipe).getByRole('alert')).toBeInTheDocument()
  second.push({ type: 'delta', text: '## Tofu stir-fry\n' })
  expect(await within(recipe).findByRole('heading', { name: 'Tofu stir-fry' })).toBeInTheDocument()
  expect(within(recipe).queryByRole('alert')).not.toBeInTheDocument()
  second.push({ type: 'done', engine: 'llm', model: 'm' })
  second.end()
})

test('the warning comes back with its recipe after a reload', async () => {
  const user = userEvent.setup()
  stubFetch(
    recipeResponse('Satay noodles', { engine: 'llm', withStart: true, extra: [PEANUT_WARNING] }),
  )
  const first = render(<App />)
  await askForRecipe(user)
  await screen.findByRole('alert')
  await vi.waitFor(() =>
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).recipe?.warnings).toHaveLength(1),
  )
  first.unmount()

  render(<App />)

  const recipe = screen.getByRole('region', { name: 'Chef Claude Recommends:' })
  expect(await within(recipe).findByRole('alert')).toHaveTextContent(
    'this recipe uses peanut butter and prawns',
  )
})
