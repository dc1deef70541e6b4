import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// The worker's registration as vite-plugin-pwa builds it, replaced: jsdom has no service worker.
const registration = vi.hoisted(() => ({
  onUpdateWaiting: undefined as (() => void) | undefined,
  update: vi.fn(() => Promise.resolve()),
}))
vi.mock('../lib/register-worker.ts', () => ({
  registerWorker: (onUpdateWaiting: () => void) => {
    registration.onUpdateWaiting = onUpdateWaiting
    return registration.update
  },
}))

beforeEach(() => {
  vi.resetModules()
  registration.onUpdateWaiting = undefined
  registration.update.mockClear()
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

async function renderPrompt() {
  const { UpdatePrompt } = await import('./update-prompt.tsx')
  return render(<UpdatePrompt />)
}

test('shows nothing while no new version waits, and registers the worker once', async () => {
  const { rerender } = await renderPrompt()
  await vi.waitFor(() => expect(registration.onUpdateWaiting).toBeDefined())
  const first = registration.onUpdateWaiting
  const { UpdatePrompt } = await import('./update-prompt.tsx')
  rerender(
    <>
      <UpdatePrompt />
      <UpdatePrompt />
    </>,
  )
  expect(registration.onUpdateWaiting).toBe(first)
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('offers the waiting version, and Reload lets it in', async () => {
  const user = userEvent.setup()
  await renderPrompt()
  await vi.waitFor(() => expect(registration.onUpdateWaiting).toBeDefined())

  act(() => registration.onUpdateWaiting?.())

  const prompt = screen.getByRole('status')
  expect(prompt).toHaveTextContent('New version available')
  await user.click(screen.getByRole('button', { name: 'Reload' }))
  expect(registration.update).toHaveBeenCalledWith(true)
})

test('a browser without service workers gets no registration and no prompt', async () => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  await renderPrompt()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(registration.onUpdateWaiting).toBeUndefined()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})
