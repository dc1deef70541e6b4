import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { RecipeSuggestions } from './recipe-suggestions.tsx'

const MARKDOWN =
  '## Out of New Ideas for This List\n\n- Add **butter** and I can make Shortbread.\n'
const SUGGESTIONS = [{ add: 'butter', dish: 'Shortbread' }]

test('each suggestion is a button that adds its ingredient', async () => {
  const onAdd = vi.fn()
  render(<RecipeSuggestions markdown={MARKDOWN} suggestions={SUGGESTIONS} onAdd={onAdd} />)
  await userEvent.click(
    screen.getByRole('button', { name: 'Add butter and I can make Shortbread' }),
  )
  expect(onAdd).toHaveBeenCalledWith('butter')
})

test('with the list full the buttons are disabled and say why, instead of doing nothing', () => {
  render(
    <RecipeSuggestions markdown={MARKDOWN} suggestions={SUGGESTIONS} onAdd={() => {}} isListFull />,
  )
  const button = screen.getByRole('button', { name: 'Add butter and I can make Shortbread' })
  expect(button).toBeDisabled()
  expect(button).toHaveAccessibleDescription(/Your list is full .*remove one to add another/)
})
