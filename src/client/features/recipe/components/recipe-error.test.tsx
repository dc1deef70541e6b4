import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
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
