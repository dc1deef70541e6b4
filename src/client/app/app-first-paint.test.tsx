import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, test } from 'vitest'
import { App } from './app.tsx'

// No preloading here (unlike setUpPageTests): this file sees the page as a fresh visitor's
// browser does, before the code that waits for the first interaction has arrived.

beforeEach(() => {
  localStorage.clear()
})

test('the first paint is whole without the deferred code: header, form, examples, preferences toggle', () => {
  render(<App />)

  expect(screen.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Add ingredient' })).toBeInTheDocument()
  const examples = screen.getByRole('group', { name: 'Try:' })
  expect(within(examples).getAllByRole('button')).toHaveLength(3)
  const toggle = screen.getByRole('button', { name: 'Preferences' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible()
  expect(screen.queryByRole('region', { name: 'Ingredients on hand:' })).not.toBeInTheDocument()
})

test('an example pressed first arrives as a list once its code is in', async () => {
  const user = userEvent.setup()
  render(<App />)

  await user.click(screen.getByRole('button', { name: 'eggs, spinach, feta, red onion' }))

  const list = await screen.findByRole('region', { name: 'Ingredients on hand:' })
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['eggs', 'spinach', 'feta', 'red onion'])
  expect(await screen.findByRole('button', { name: 'Get a recipe' })).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toHaveFocus()
})

test('the preferences toggle pressed first opens its panel once the code is in, keeping focus', async () => {
  const user = userEvent.setup()
  render(<App />)
  const toggle = screen.getByRole('button', { name: 'Preferences' })

  await user.click(toggle)

  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByRole('checkbox', { name: 'Vegan' })).toBeVisible()
  // The same button throughout: the summary arrived inside it.
  expect(screen.getByRole('button', { name: 'Preferences' })).toBe(toggle)
  expect(toggle).toHaveFocus()
})

test('a field focused before the code arrived counts as the first interaction', async () => {
  // The prerendered page is up before its code: the visitor may already be in the field.
  const shell = document.createElement('input')
  document.body.append(shell)
  shell.focus()
  try {
    render(<App />)
    // The preferences' code is what waits for the first interaction: its summary arrives.
    expect(await screen.findByRole('checkbox', { name: 'Vegan', hidden: true })).toBeInTheDocument()
  } finally {
    shell.remove()
  }
})
