import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { polyfillDialog } from '../testing-dialog-polyfill.ts'
import CookModeDialog from './cook-mode-dialog.tsx'

const RECIPE = `## Boiled Egg

### Ingredients
- Egg — 1

### Method
1. Lower the egg into boiling water and cook for 6–7 minutes.
2. Cool for 1 minute under the tap.
`

beforeAll(polyfillDialog)

beforeEach(() => {
  sessionStorage.clear()
  // The page's timers are made on first use, so they take this fake clock.
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') })
})

afterEach(() => {
  vi.useRealTimers()
})

test('timers count down on the fake clock, several at once, a minute more or less, and end', () => {
  render(<CookModeDialog markdown={RECIPE} onClose={() => {}} />)
  const dialog = screen.getByRole('dialog', { name: 'Boiled Egg' })
  const view = within(dialog)
  fireEvent.click(view.getByRole('button', { name: 'Next step' }))
  fireEvent.click(view.getByRole('button', { name: 'Start timer 6–7 minutes' }))
  fireEvent.click(view.getByRole('button', { name: 'Next step' }))
  fireEvent.click(view.getByRole('button', { name: 'Start timer 1 minute' }))

  const strip = view.getByRole('region', { name: 'Timers' })
  const [egg, cool] = within(strip).getAllByRole('timer')
  expect(egg).toHaveAccessibleName('6–7 minutes (Step 1): 7:00 left')
  expect(cool).toHaveAccessibleName('1 minute (Step 2): 1:00 left')

  fireEvent.click(
    within(strip).getByRole('button', { name: '+1 min on the 1 minute (Step 2) timer' }),
  )
  act(() => vi.advanceTimersByTime(90_000))
  expect(cool).toHaveAccessibleName('1 minute (Step 2): 0:30 left')
  expect(egg).toHaveAccessibleName('6–7 minutes (Step 1): 5:30 left')

  fireEvent.click(
    within(strip).getByRole('button', { name: 'Pause the 6–7 minutes (Step 1) timer' }),
  )
  act(() => vi.advanceTimersByTime(30_000))
  expect(cool).toHaveAccessibleName('1 minute (Step 2): done')
  expect(within(strip).getByRole('alert')).toHaveTextContent('Time is up: 1 minute (Step 2).')
  expect(egg).toHaveAccessibleName('6–7 minutes (Step 1): paused, 5:30 left')

  fireEvent.click(
    within(strip).getByRole('button', { name: 'Resume the 6–7 minutes (Step 1) timer' }),
  )
  fireEvent.click(
    within(strip).getByRole('button', { name: 'Dismiss the 1 minute (Step 2) timer' }),
  )
  act(() => vi.advanceTimersByTime(5 * 60_000 + 30_000))
  expect(within(strip).getByRole('timer')).toHaveAccessibleName('6–7 minutes (Step 1): done')
})
