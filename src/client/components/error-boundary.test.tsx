import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary.tsx'

function Fails({ when }: { when: boolean }) {
  if (when) throw new Error('cannot render')
  return <p>rendered</p>
}

beforeEach(() => {
  // React reports the caught error on console.error, as it should; here it is the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

test('a part that fails to render shows its fallback; the rest of the page stays', () => {
  render(
    <main>
      <h1>Still here</h1>
      <ErrorBoundary fallback={<p>Shown as text</p>}>
        <Fails when />
      </ErrorBoundary>
    </main>,
  )
  expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument()
  expect(screen.getByText('Shown as text')).toBeInTheDocument()
})

test('a new reset key tries the part again', () => {
  const { rerender } = render(
    <ErrorBoundary resetKey="first" fallback={<p>fallback</p>}>
      <Fails when />
    </ErrorBoundary>,
  )
  expect(screen.getByText('fallback')).toBeInTheDocument()
  rerender(
    <ErrorBoundary resetKey="second" fallback={<p>fallback</p>}>
      <Fails when={false} />
    </ErrorBoundary>,
  )
  expect(screen.getByText('rendered')).toBeInTheDocument()
})
