import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, expect, test, vi } from 'vitest'
import { App } from './app.tsx'
import { askForRecipe, setUpPageTests } from '../testing/test-support.ts'
import { loadDeviceChef } from '../features/recipe/lib/preload-device-chef.ts'
import { writeOfflineRecipe } from '../../shared/offline-recipe.ts'
import { recipeTitle } from '../lib/recipe-title.ts'

setUpPageTests()

beforeAll(async () => {
  // The chef's whole library: a busy machine's first import can outlast a findBy's wait.
  await loadDeviceChef()
})

const DEVICE_LABEL = 'Written by our offline chef on this device'
const LIST = ['egg', 'milk', 'flour', 'sugar']

function unreachable() {
  const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

test('no signal: the device writes the recipe, labelled; Another idea and Save work', async () => {
  const fetchMock = unreachable()
  const user = userEvent.setup()
  render(<App />)
  await askForRecipe(user, LIST)

  const region = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  const first = recipeTitle(writeOfflineRecipe({ ingredients: LIST, variant: 0 }).markdown)
  expect(await within(region).findByRole('heading', { name: first })).toBeVisible()
  expect(within(region).getByText(DEVICE_LABEL)).toBeVisible()
  expect(within(region).queryByText(/not an AI/)).not.toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()

  await user.click(within(region).getByRole('button', { name: 'Another idea' }))
  const second = recipeTitle(writeOfflineRecipe({ ingredients: LIST, variant: 1 }).markdown)
  expect(await within(region).findByRole('heading', { name: second })).toBeVisible()
  expect(within(region).getByText(DEVICE_LABEL)).toBeVisible()
  // Each request tried the server first: the signal may have come back.
  expect(fetchMock).toHaveBeenCalledTimes(2)

  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))
  expect(within(region).getByRole('button', { name: 'Saved' })).toBeVisible()

  // After a reload, the recipe on screen still says where it was written.
  cleanup()
  render(<App />)
  const again = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  expect(await within(again).findByText(DEVICE_LABEL)).toBeVisible()
})

test('the server’s own JSON refusal is not unreachable: the alert, as today', async () => {
  // The page logs the failed request on console.error; here it is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { error: { code: 'unavailable', message: 'Busy.' } },
        { status: 503, headers: { 'Retry-After': '30' } },
      ),
    ),
  )
  const user = userEvent.setup()
  render(<App />)
  await askForRecipe(user, LIST)
  expect(await screen.findByRole('alert')).toHaveTextContent(/very busy/)
  expect(screen.queryByText(DEVICE_LABEL)).not.toBeInTheDocument()
})
