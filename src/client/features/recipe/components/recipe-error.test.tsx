import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { RecipeRequestError } from '../api/recipe-request-error.ts'
import { RecipeError } from './recipe-error.tsx'

test('a request error is told in plain words for its code', () => {
  render(
    <RecipeError
      error={new RecipeRequestError('upstream_timeout', 'Timed out.')}
      onRetry={() => {}}
    />,
  )
  expect(screen.getByRole('alert')).toHaveTextContent('took too long to answer')
})

test('anything else is the request client failing to load: the network, most likely', () => {
  render(
    <RecipeError
      error={new TypeError('Failed to fetch dynamically imported module')}
      onRetry={() => {}}
    />,
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Could not reach Chef Claude. Check your connection and try again.',
  )
})

test('an AI failure the offline chef can help with offers it; each button says what it asks', async () => {
  const user = userEvent.setup()
  const onRetry = vi.fn()
  const failure = new RecipeRequestError('upstream_error', 'Failed.')
  failure.offlineMayHelp = true
  render(<RecipeError error={failure} onRetry={onRetry} />)

  await user.click(screen.getByRole('button', { name: 'Ask the offline chef' }))
  await user.click(screen.getByRole('button', { name: 'Try again' }))

  expect(onRetry.mock.calls).toEqual([['offline'], []])
})

test('no offer unless the request client said the offline chef may help', () => {
  render(
    <RecipeError error={new RecipeRequestError('upstream_error', 'Failed.')} onRetry={() => {}} />,
  )
  expect(screen.queryByRole('button', { name: 'Ask the offline chef' })).toBeNull()
})
