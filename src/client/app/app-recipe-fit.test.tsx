import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { sseResponse } from '../../../tests/support/sse-response.ts'
import { composeRecipe } from '../../chef/index.ts'
import { App } from './app.tsx'
import { loadFitCheck } from '../features/recipe-fit/lib/load-fit-check.ts'
import { STORAGE_KEY } from '../lib/saved-state.ts'
import { reloadPreferences } from '../stores/preferences-store.ts'
import { askForRecipe, requestBody, setUpPageTests, stubFetch } from '../testing/test-support.ts'

setUpPageTests()

// Whole journeys through the page, each a score of clicks and keystrokes: on a busy 2-core machine
// one can outlast the default five seconds. The limit is a safety net, not a check.
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  // The chef's checker is a big lazy chunk: loaded once up front, as the recipe's code is.
  await loadFitCheck()
})

beforeEach(() => {
  reloadPreferences()
})

type User = ReturnType<typeof userEvent.setup>

const LIST = ['chicken', 'butter', 'cream', 'cashews', 'onion', 'garlic']

function offlineRecipe(markdown: string) {
  return sseResponse([
    { type: 'start', engine: 'offline', model: 'offline' },
    { type: 'delta', text: markdown },
    { type: 'done', engine: 'offline', model: 'offline' },
  ])
}

const KORMA = () => offlineRecipe(composeRecipe(LIST))
const PASTA = () =>
  offlineRecipe(composeRecipe(LIST, { diets: ['vegan'], avoid: ['nuts'], servings: 4 }))

async function openPreferences(user: User) {
  const toggle = await screen.findByRole('button', { name: /^Preferences/ })
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle)
}

async function setServings(user: User, servings: string) {
  // The preferences' "Servings" (what to ask for), not the recipe's own (what it shows).
  const panel = document.querySelector<HTMLElement>('.preferences__panel')
  if (!panel) throw new Error('The preferences panel is not open')
  const field = within(panel).getByRole('spinbutton', { name: 'Servings' })
  await user.clear(field)
  await user.type(field, servings)
  await user.tab()
}

function recipeRegion() {
  return screen.getByRole('region', { name: 'Chef Claude Recommends:' })
}

function chip(text: string) {
  const list = screen.getByRole('region', { name: 'Ingredients on hand:' })
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.ingredient__name')?.textContent === text)
}

test('vegan, no nuts and 4 servings under a butter chicken: the recipe says at once it was made for other preferences, names the clashes, and one button asks again with the new ones', async () => {
  const user = userEvent.setup()
  const fetchMock = stubFetch(KORMA(), PASTA())
  render(<App />)
  await askForRecipe(user, LIST)
  await screen.findByRole('heading', { name: 'Chicken Korma' })
  expect(screen.queryByText('Made before you changed your preferences.')).not.toBeInTheDocument()

  await openPreferences(user)
  await user.click(screen.getByRole('checkbox', { name: 'Vegan' }))
  // At once: no wait for anything to load.
  expect(
    within(recipeRegion()).getByText('Made before you changed your preferences.'),
  ).toBeVisible()

  await user.type(screen.getByRole('textbox', { name: 'Avoid' }), 'nuts{Enter}')
  await setServings(user, '4')

  const region = recipeRegion()
  expect(
    await within(region).findByText(
      'Has chicken, cream and butter: not vegan. Has cashews: you avoid nuts.',
    ),
  ).toBeVisible()
  expect(within(region).getByText('Its amounts are for 2, not 4.')).toBeVisible()
  expect(chip('chicken')).toHaveTextContent('chicken, not vegan')
  expect(chip('butter')).toHaveTextContent('not vegan')
  expect(chip('cashews')).toHaveTextContent('you avoid nuts')
  expect(chip('onion')?.querySelector('.ingredient__mark')).toBeNull()
  // Only one way to ask again.
  expect(within(region).queryByRole('button', { name: /^New recipe/ })).toHaveAccessibleName(
    'New recipe for your preferences',
  )

  await user.click(within(region).getByRole('button', { name: 'New recipe for your preferences' }))

  await screen.findByRole('heading', { name: 'Plant Cream Pasta' })
  expect(requestBody(fetchMock, 1)).toEqual({
    ingredients: LIST,
    variant: 0,
    preferences: { diets: ['vegan'], avoid: ['nuts'], servings: 4 },
  })
  expect(screen.queryByText('Made before you changed your preferences.')).not.toBeInTheDocument()
  expect(within(recipeRegion()).getByText(/Serves 4/)).toBeVisible()
})

test('a change the recipe cannot show still says so: servings only, no clash named', async () => {
  const user = userEvent.setup()
  stubFetch(KORMA())
  render(<App />)
  await askForRecipe(user, LIST)
  await screen.findByRole('heading', { name: 'Chicken Korma' })

  await openPreferences(user)
  await setServings(user, '4')

  const region = recipeRegion()
  expect(within(region).getByText('Made before you changed your preferences.')).toBeVisible()
  expect(within(region).getByText('Its amounts are for 2, not 4.')).toBeVisible()
  expect(within(region).queryByText(/^Has /)).not.toBeInTheDocument()

  // Back to what it was made for: the note goes.
  await setServings(user, '2')
  expect(screen.queryByText('Made before you changed your preferences.')).not.toBeInTheDocument()
})

test('after a reload, a recipe made for the preferences still set is not marked; one stored without any is', async () => {
  const user = userEvent.setup()
  stubFetch(PASTA())
  const first = render(<App />)
  await openPreferences(user)
  await user.click(screen.getByRole('checkbox', { name: 'Vegan' }))
  await user.type(screen.getByRole('textbox', { name: 'Avoid' }), 'nuts{Enter}')
  await setServings(user, '4')
  await askForRecipe(user, LIST)
  await screen.findByRole('heading', { name: 'Plant Cream Pasta' })
  first.unmount()
  reloadPreferences()

  const second = render(<App />)
  await screen.findByRole('heading', { name: 'Plant Cream Pasta' })
  await screen.findByRole('button', { name: /^Preferences: Vegan/ })
  expect(screen.queryByText('Made before you changed your preferences.')).not.toBeInTheDocument()
  second.unmount()

  // Stored before recipes kept their preferences: read as made for none.
  const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
    recipe: { request: Record<string, unknown> }
    ideas: unknown[]
  }
  delete saved.recipe.request.preferences
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, ideas: [saved.recipe] }))
  reloadPreferences()
  render(<App />)
  expect(await screen.findByText('Made before you changed your preferences.')).toBeVisible()
})

test('with the list changed too, the list’s note keeps the only button', async () => {
  const user = userEvent.setup()
  stubFetch(KORMA())
  render(<App />)
  await askForRecipe(user, LIST)
  await screen.findByRole('heading', { name: 'Chicken Korma' })
  await user.click(screen.getByRole('button', { name: 'Remove garlic' }))
  await openPreferences(user)
  await user.click(screen.getByRole('checkbox', { name: 'Vegan' }))

  const region = recipeRegion()
  expect(within(region).getByText('Made from an earlier list.')).toBeVisible()
  expect(within(region).getByText('Made before you changed your preferences.')).toBeVisible()
  expect(within(region).getAllByRole('button', { name: /^New recipe/ })).toHaveLength(1)
})

test('what the note names as clashing is not listed to buy under the recipe either', async () => {
  const user = userEvent.setup()
  stubFetch(
    sseResponse([
      { type: 'start', engine: 'llm', model: 'm' },
      {
        type: 'delta',
        text: '## Satay Noodles\n\n### Ingredients\n\n- 250 g rice noodles\n- 3 tbsp peanut butter\n- 1 lime\n\n### Method\n\n1. Toss.\n',
      },
      { type: 'needs', items: ['3 tbsp peanut butter', '1 lime'], pantry: [] },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
  )
  render(<App />)
  await askForRecipe(user, ['rice noodles', 'garlic', 'spring onions', 'tofu'])
  const needs = await screen.findByRole('region', { name: 'What you still need' })
  expect(within(needs).getAllByRole('checkbox')).toHaveLength(2)

  await openPreferences(user)
  await user.type(screen.getByRole('textbox', { name: 'Avoid' }), 'peanuts{Enter}')

  expect(
    await within(recipeRegion()).findByText('Has peanut butter: you avoid peanuts.'),
  ).toBeVisible()
  const region = screen.getByRole('region', { name: 'What you still need' })
  // The shopping list follows the note in a render of its own: on a busy machine a read made
  // the moment the note shows can still see the peanut butter.
  await waitFor(() =>
    expect(
      within(region)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['1 lime']),
  )
  expect(region).toHaveTextContent('3 tbsp peanut butter clashes with your preferences')

  // Taken off again, the preferences are what the recipe was made for: all of it is to buy.
  await user.click(screen.getByRole('button', { name: 'Remove peanuts' }))
  expect(screen.queryByText('Made before you changed your preferences.')).not.toBeInTheDocument()
  expect(within(region).getAllByRole('checkbox')).toHaveLength(2)
})
