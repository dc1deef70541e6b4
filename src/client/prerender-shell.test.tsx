// @vitest-environment node
import { expect, test } from 'vitest'
import { renderShell } from './prerender-shell.tsx'

// As the build runs it: in Node, with no window, no storage and no link fragment.

test('the shell is the fresh page: the header and the form, nothing under them', () => {
  const html = renderShell()
  expect(html).toMatch(/<h1 class="app-header__title">Chef Claude<\/h1>/)
  expect(html).toMatch(/<input[^>]* aria-label="Add ingredient"[^>]* role="combobox"/)
  expect(html).toMatch(/<button type="button" class="preferences__toggle" aria-expanded="false"/)
  expect(html).not.toMatch(/Ingredients on hand|Get a recipe|role="alert"/)
})

test('rendering it leaves no window behind', () => {
  renderShell()
  expect('window' in globalThis).toBe(false)
})
