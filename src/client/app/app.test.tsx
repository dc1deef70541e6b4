import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import {
  controlledSseResponse,
  errorResponse,
  sseResponse,
} from '../../../tests/support/sse-response.ts'
import { App } from './app.tsx'
import {
  addIngredients,
  askForRecipe,
  setUpPageTests,
  showRecipe,
  stubFetch,
} from '../testing/test-support.ts'

setUpPageTests()

test('only the header and the form show at first', () => {
  render(<App />)

  expect(screen.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Chef Claude logo' })).toBeInTheDocument()
  expect(screen.getByPlaceholderText('e.g. oregano')).toHaveAttribute('name', 'ingredient')
  expect(screen.getByRole('button', { name: 'Add ingredient' })).toBeInTheDocument()
  expect(screen.queryByText('Ingredients on hand:')).not.toBeInTheDocument()
})

test('adding appends the trimmed text, clears the field and keeps focus; blanks are ignored', async () => {
  const user = userEvent.setup()
  render(<App />)

  await addIngredients(user, ['  oregano  ', '   ', 'oregano'])

  const list = screen.getByRole('list')
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['oregano', 'oregano'])
  expect(list).toHaveAttribute('aria-live', 'polite')
  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toHaveValue('')
  expect(screen.getByRole('combobox', { name: 'Add ingredient' })).toHaveFocus()
})

test('the request panel appears with the fourth ingredient, not before', async () => {
  const user = userEvent.setup()
  render(<App />)

  await addIngredients(user, ['a', 'b', 'c'])
  expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument()

  await addIngredients(user, ['d'])
  expect(screen.getByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument()
  expect(screen.getByText('Generate a recipe from your list of ingredients.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument()
})

test('visitor sees the recipe stream in and the button is busy meanwhile', async () => {
  const user = userEvent.setup()
  const stream = controlledSseResponse()
  const fetchMock = stubFetch(stream.response)
  render(<App />)
  await addIngredients(user, ['egg', 'milk', 'flour', 'sugar'])

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
  stream.push({ type: 'delta', text: '## Pancakes\n\n' })

  expect(await screen.findByText('Pancakes')).toBeInTheDocument()
  const button = screen.getByRole('button', { name: 'Get a recipe' })
  expect(button).toHaveAttribute('aria-busy', 'true')
  await user.click(button)
  expect(fetchMock).toHaveBeenCalledTimes(1)

  stream.push(
    { type: 'delta', text: '1. Whisk it all.\n' },
    { type: 'done', engine: 'offline', model: 'offline-chef' },
  )
  stream.end()

  const recipe = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  expect(recipe).toHaveClass('suggested-recipe-container')
  expect(recipe).toHaveAttribute('aria-live', 'polite')
  expect(await within(recipe).findByText('Whisk it all.')).toBeInTheDocument()
  expect(within(recipe).getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument()
  expect(await within(recipe).findByText(/offline chef/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveAttribute('aria-busy', 'false')

  const [url, init] = fetchMock.mock.calls[0]!
  expect(url).toBe('/api/recipe')
  expect(init?.method).toBe('POST')
  expect(JSON.parse(String(init?.body))).toEqual({
    ingredients: ['egg', 'milk', 'flour', 'sugar'],
    variant: 0,
  })
})

test('a failed request logs to the console, keeps the earlier recipe and shows an alert with retry', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(
    sseResponse([
      { type: 'delta', text: '## First\n' },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
    errorResponse(429, 'rate_limited', 'Too many', { 'Retry-After': '30' }),
    sseResponse([
      { type: 'delta', text: '## Second\n' },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
  )
  render(<App />)
  await askForRecipe(user)
  expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument()
  await addIngredients(user, ['rice'])

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Please try again in 30 seconds.')
  // Nothing is lost to a failure: the earlier list's recipe stays, marked as such.
  expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument()
  expect(screen.getByText('Made from an earlier list.')).toBeInTheDocument()
  expect(consoleError).toHaveBeenCalled()

  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('an in-band error after some text also ends in the alert', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  stubFetch(
    sseResponse([
      { type: 'delta', text: '## Half\n' },
      { type: 'error', code: 'upstream_timeout', message: 'slow' },
    ]),
  )
  render(<App />)
  await askForRecipe(user)

  expect(await screen.findByRole('alert')).toHaveTextContent('took too long')
  expect(screen.queryByRole('heading', { name: 'Half' })).not.toBeInTheDocument()
})

test('Stop keeps the text that arrived and shows no error', async () => {
  const user = userEvent.setup()
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  render(<App />)
  await askForRecipe(user)
  stream.push({ type: 'delta', text: '## Kept\n' })
  expect(await screen.findByRole('heading', { name: 'Kept' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Stop' }))

  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Kept' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('markdown links keep only safe addresses: javascript: becomes empty', async () => {
  const user = userEvent.setup()
  const recipe = await showRecipe(
    user,
    sseResponse([
      {
        type: 'delta',
        text: '[bad](javascript:alert(1)) [data](data:text/html,hi) [good](https://example.com) [mail](mailto:a@b.c) [rel](/tips#x) [plain](http://example.org) [chat](irc://irc.example.net/cooks) [jabber](xmpp:chef@example.com) [ftp](ftp://example.com/x) [phone](tel:+441234) [query](?page=2)\n\n<b>raw</b>',
      },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
  )
  expect(await within(recipe).findByText('bad')).toHaveAttribute('href', '')
  expect(within(recipe).getByText('data')).toHaveAttribute('href', '')
  expect(within(recipe).getByText('good')).toHaveAttribute('href', 'https://example.com')
  expect(within(recipe).getByText('mail')).toHaveAttribute('href', 'mailto:a@b.c')
  expect(within(recipe).getByText('rel')).toHaveAttribute('href', '/tips#x')
  expect(within(recipe).getByText('plain')).toHaveAttribute('href', 'http://example.org')
  expect(within(recipe).getByText('chat')).toHaveAttribute('href', 'irc://irc.example.net/cooks')
  expect(within(recipe).getByText('jabber')).toHaveAttribute('href', 'xmpp:chef@example.com')
  expect(within(recipe).getByText('query')).toHaveAttribute('href', '?page=2')
  // Harmless but not on the spec's list: still emptied.
  expect(within(recipe).getByText('ftp')).toHaveAttribute('href', '')
  expect(within(recipe).getByText('phone')).toHaveAttribute('href', '')
  expect(recipe.querySelector('b')).toBeNull()
})

test('markdown images keep only safe addresses too', async () => {
  const user = userEvent.setup()
  const recipe = await showRecipe(
    user,
    sseResponse([
      {
        type: 'delta',
        text: '![plated dish](https://example.com/dish.jpg) ![sneaky](javascript:alert(1)) ![inline](data:image/png;base64,AAAA) ![local](/img/pan.png)',
      },
      { type: 'done', engine: 'llm', model: 'm' },
    ]),
  )
  expect(await within(recipe).findByRole('img', { name: 'plated dish' })).toHaveAttribute(
    'src',
    'https://example.com/dish.jpg',
  )
  // An address the rule empties leaves no image at all, just its description.
  expect(within(recipe).queryByRole('img', { name: 'sneaky' })).not.toBeInTheDocument()
  expect(within(recipe).getByText('sneaky')).toBeInTheDocument()
  expect(within(recipe).queryByRole('img', { name: 'inline' })).not.toBeInTheDocument()
  expect(within(recipe).getByRole('img', { name: 'local' })).toHaveAttribute('src', '/img/pan.png')
})
