import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { polyfillDialog } from '../testing-dialog-polyfill.ts'
import { CookModeButton } from './cook-mode-button.tsx'

const RECIPE = `## Leek and Potato Soup

A velvety soup.

**Serves 2 · 40 minutes**

### Ingredients

- Leeks — 2
- Potatoes — 400 g
- Stock — 1 litre

### Method

1. Slice the leeks and dice the potatoes.
2. Soften the leeks in butter for 10 minutes.
3. Add the potatoes and stock and simmer for 20–25 minutes.
4. Blend until smooth.
`

beforeAll(polyfillDialog)

beforeEach(() => {
  sessionStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'wakeLock')
})

function stubWakeLock() {
  const release = vi.fn(() => Promise.resolve())
  const request = vi.fn(() => Promise.resolve({ released: false, release }))
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, release }
}

async function openCookMode() {
  const user = userEvent.setup()
  const { unmount } = render(<CookModeButton markdown={RECIPE} isStreaming={false} />)
  await user.click(screen.getByRole('button', { name: 'Cook mode' }))
  const dialog = await screen.findByRole('dialog', { name: 'Leek and Potato Soup' })
  return { user, dialog, unmount }
}

test('opens on the ingredients, to tick off, and turns the steps one at a time', async () => {
  stubWakeLock()
  const { user, dialog } = await openCookMode()
  const view = within(dialog)
  expect(view.getByRole('heading', { name: 'Ingredients' })).toBeVisible()
  const boxes = view.getAllByRole('checkbox')
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
    'Leeks — 2',
    'Potatoes — 400 g',
    'Stock — 1 litre',
  ])
  await user.click(view.getByRole('checkbox', { name: 'Potatoes — 400 g' }))
  expect(view.getByRole('checkbox', { name: 'Potatoes — 400 g' })).toBeChecked()

  await user.click(view.getByRole('button', { name: 'Next step' }))
  expect(view.getByRole('heading', { name: 'Step 1 of 4' })).toBeVisible()
  expect(view.getByText('Slice the leeks and dice the potatoes.')).toBeVisible()

  await user.keyboard('{ArrowRight}')
  expect(view.getByRole('heading', { name: 'Step 2 of 4' })).toBeVisible()
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
  expect(view.getByRole('heading', { name: 'Step 4 of 4' })).toBeVisible()
  expect(view.getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true')

  await user.keyboard('{ArrowLeft}')
  expect(view.getByRole('heading', { name: 'Step 3 of 4' })).toBeVisible()
  await user.click(view.getByRole('button', { name: 'Previous step' }))
  expect(view.getByRole('heading', { name: 'Step 2 of 4' })).toBeVisible()
})

test('each duration in a step is a button that starts a timer for it', async () => {
  stubWakeLock()
  const { user, dialog } = await openCookMode()
  const view = within(dialog)
  await user.click(view.getByRole('button', { name: 'Next step' }))
  expect(view.queryByRole('button', { name: /^Start timer/ })).toBeNull()
  await user.click(view.getByRole('button', { name: 'Next step' }))
  await user.click(view.getByRole('button', { name: 'Start timer 10 minutes' }))
  const timers = view.getByRole('region', { name: 'Timers' })
  expect(within(timers).getByRole('timer')).toHaveAccessibleName('10 minutes (Step 2): 10:00 left')
  await user.click(within(timers).getByRole('button', { name: /^Cancel/ }))
  expect(view.queryByRole('region', { name: 'Timers' })).toBeNull()
})

test('Close leaves, focus goes back to the button, and the wake lock is let go', async () => {
  const wakeLock = stubWakeLock()
  const { user, dialog } = await openCookMode()
  expect(wakeLock.request).toHaveBeenCalledWith('screen')
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveFocus()
  expect(wakeLock.release).toHaveBeenCalled()
})

test('where the browser cannot keep the screen on, it says so', async () => {
  const { dialog } = await openCookMode()
  expect(
    await within(dialog).findByText('Your browser may dim the screen while you cook.'),
  ).toBeVisible()
})

test('a refused wake lock says so too', async () => {
  Object.defineProperty(navigator, 'wakeLock', {
    value: { request: () => Promise.reject(new DOMException('No', 'NotAllowedError')) },
    configurable: true,
  })
  const { dialog } = await openCookMode()
  expect(
    await within(dialog).findByText('Your browser may dim the screen while you cook.'),
  ).toBeVisible()
})

test('the ticks, the step and cook mode itself come back after a reload', async () => {
  stubWakeLock()
  const first = await openCookMode()
  await first.user.click(within(first.dialog).getByRole('checkbox', { name: 'Leeks — 2' }))
  await first.user.click(within(first.dialog).getByRole('button', { name: 'Next step' }))
  await first.user.click(within(first.dialog).getByRole('button', { name: 'Next step' }))

  // A reload: the page is built again from nothing but storage.
  first.unmount()
  render(<CookModeButton markdown={RECIPE} isStreaming={false} />)
  const dialog = await screen.findByRole('dialog', { name: 'Leek and Potato Soup' })
  expect(within(dialog).getByRole('heading', { name: 'Step 2 of 4' })).toBeVisible()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Previous step' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Previous step' }))
  expect(within(dialog).getByRole('checkbox', { name: 'Leeks — 2' })).toBeChecked()
  expect(within(dialog).getByRole('checkbox', { name: 'Stock — 1 litre' })).not.toBeChecked()
})

test('another recipe starts afresh', async () => {
  stubWakeLock()
  const first = await openCookMode()
  await first.user.click(within(first.dialog).getByRole('button', { name: 'Next step' }))
  first.unmount()
  render(<CookModeButton markdown={RECIPE.replace('Leeks — 2', 'Leeks — 3')} isStreaming={false} />)
  await act(() => Promise.resolve())
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('while the recipe streams the button stays put and does nothing', async () => {
  render(<CookModeButton markdown={RECIPE} isStreaming />)
  const button = screen.getByRole('button', { name: 'Cook mode' })
  expect(button).toHaveAttribute('aria-disabled', 'true')
  await userEvent.click(button)
  await act(() => Promise.resolve())
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('the wake lock is taken again when the tab comes back, as the browser let it go', async () => {
  const sentinel = { released: false, release: vi.fn(() => Promise.resolve()) }
  const request = vi.fn(() => Promise.resolve(sentinel))
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  await openCookMode()
  await vi.waitFor(() => expect(request).toHaveBeenCalledOnce())

  // Still held: coming back to the tab takes nothing more.
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
  expect(request).toHaveBeenCalledOnce()

  sentinel.released = true
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
  await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2))
})
