import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { sseResponse } from '../../../tests/support/sse-response.ts'
import { App } from './app.tsx'
import { STORAGE_KEY } from '../lib/saved-state.ts'
import { askForRecipe, stubFetch, setUpPageTests } from '../testing/test-support.ts'

setUpPageTests()

const NEEDS = { items: ['Baking powder — 1 tsp', '2 tbsp maple syrup'], pantry: ['Salt'] }

function recipeWithNeeds(needs: unknown = NEEDS) {
  return sseResponse([
    { type: 'delta', text: '## Pancakes\n\n### Ingredients\n\n- 2 eggs\n\n1. Whisk.\n' },
    { type: 'needs', ...(needs as typeof NEEDS) },
    { type: 'done', engine: 'llm', model: 'm' },
  ])
}

async function showNeeds(user: ReturnType<typeof userEvent.setup>, needs: unknown = NEEDS) {
  stubFetch(recipeWithNeeds(needs))
  const view = render(<App />)
  await askForRecipe(user)
  await screen.findByRole('heading', { name: 'Pancakes' })
  return view
}

test('under the recipe, a checklist of what is not on the list, the basics named apart', async () => {
  const user = userEvent.setup()
  await showNeeds(user)

  const section = await screen.findByRole('region', { name: 'What you still need' })
  const boxes = within(section).getAllByRole('checkbox')
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(NEEDS.items)
  expect(section).toHaveTextContent('Probably in your kitchen already: salt.')

  await user.click(within(section).getByRole('checkbox', { name: '2 tbsp maple syrup' }))
  expect(within(section).getByRole('checkbox', { name: '2 tbsp maple syrup' })).toBeChecked()
  expect(within(section).getByRole('checkbox', { name: 'Baking powder — 1 tsp' })).not.toBeChecked()
})

test('"Copy list" copies plain lines and says so', async () => {
  const user = userEvent.setup()
  await showNeeds(user)
  const section = await screen.findByRole('region', { name: 'What you still need' })

  await user.click(within(section).getByRole('button', { name: 'Copy list' }))

  expect(await within(section).findByRole('status')).toHaveTextContent('List copied')
  expect(await navigator.clipboard.readText()).toBe(
    '- Baking powder — 1 tsp\n- 2 tbsp maple syrup\n',
  )
})

test('a recipe that needs nothing more says so, with nothing to copy', async () => {
  const user = userEvent.setup()
  await showNeeds(user, { items: [], pantry: [] })

  const section = await screen.findByRole('region', { name: 'What you still need' })
  expect(section).toHaveTextContent('Nothing: everything it uses is on your list.')
  expect(within(section).queryByRole('button', { name: 'Copy list' })).not.toBeInTheDocument()
})

test('the list comes back with its recipe after a reload; a stored list of the wrong shape does not', async () => {
  const user = userEvent.setup()
  const first = await showNeeds(user)
  await screen.findByRole('region', { name: 'What you still need' })
  first.unmount()

  const second = render(<App />)
  const section = await screen.findByRole('region', { name: 'What you still need' })
  expect(within(section).getAllByRole('checkbox')).toHaveLength(2)
  second.unmount()

  const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
    recipe: Record<string, unknown>
    ideas: Array<Record<string, unknown>>
  }
  const broken = { ...saved.recipe, needs: { items: 'eggs', pantry: [] } }
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, recipe: broken, ideas: [broken] }))
  render(<App />)
  await screen.findByRole('heading', { name: 'Pancakes' })
  expect(screen.queryByRole('region', { name: 'What you still need' })).not.toBeInTheDocument()
})

test('after a clash warning, what it names is not listed to buy but marked as clashing, and not copied', async () => {
  const user = userEvent.setup()
  stubFetch(
    sseResponse([
      { type: 'delta', text: '## Satay Noodles\n\n### Ingredients\n\n- 2 eggs\n\n1. Toss.\n' },
      {
        type: 'warning',
        code: 'conflicts_with_preferences',
        message: 'Check before cooking.',
        items: ['peanut butter', 'King prawn'],
      },
      {
        type: 'needs',
        items: ['3 tbsp peanut butter', 'Rice noodles — 250 g', '200 g raw king prawns'],
        pantry: [],
      },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
  )
  render(<App />)
  await askForRecipe(user)
  const section = await screen.findByRole('region', { name: 'What you still need' })

  expect(
    within(section)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Rice noodles — 250 g'])
  const clashes = within(section).getByRole('list', {
    name: 'Not to buy: these clash with your preferences.',
  })
  expect(
    within(clashes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '3 tbsp peanut butter clashes with your preferences',
    '200 g raw king prawns clashes with your preferences',
  ])

  await user.click(within(section).getByRole('button', { name: 'Copy list' }))
  await within(section).findByText('List copied')
  expect(await navigator.clipboard.readText()).toBe('- Rice noodles — 250 g\n')
})

test('when everything still needed clashes, nothing is offered to buy or copy', async () => {
  const user = userEvent.setup()
  stubFetch(
    sseResponse([
      { type: 'delta', text: '## Satay\n\n### Ingredients\n\n- 2 eggs\n\n1. Toss.\n' },
      { type: 'warning', code: 'conflicts_with_preferences', message: '', items: ['peanuts'] },
      { type: 'needs', items: ['Peanuts — 50 g'], pantry: [] },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
  )
  render(<App />)
  await askForRecipe(user)
  const section = await screen.findByRole('region', { name: 'What you still need' })
  expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument()
  expect(section).not.toHaveTextContent('Nothing: everything it uses is on your list.')
  expect(section).toHaveTextContent('Peanuts — 50 g clashes with your preferences')
  expect(within(section).queryByRole('button', { name: 'Copy list' })).not.toBeInTheDocument()
})
