import { expect, test } from 'vitest'
import { asJsonErrorBody, MAX_ERROR_TEXT_BYTES, readErrorText } from './error-text.ts'

test('a text/plain error body is read, bounded', async () => {
  const small = new Response('Model not found', {
    status: 404,
    headers: { 'content-type': 'text/plain' },
  })
  expect(await readErrorText(small)).toBe('Model not found')
  const huge = new Response('x'.repeat(1_000_000), { status: 500 })
  expect((await readErrorText(huge))?.length).toBe(MAX_ERROR_TEXT_BYTES)
})

test('successes and JSON bodies are left to the client library', async () => {
  expect(await readErrorText(new Response('ok', { status: 200 }))).toBeUndefined()
  const json = new Response('{}', { status: 400, headers: { 'content-type': 'application/json' } })
  expect(await readErrorText(json)).toBeUndefined()
  expect(json.bodyUsed).toBe(false)
})

test('a text error body is handed to the client library as JSON, keeping the status', async () => {
  const wrapped = await asJsonErrorBody(
    new Response('Model not found', { status: 404, headers: { 'content-type': 'text/plain' } }),
  )
  expect(wrapped.status).toBe(404)
  expect(wrapped.headers.get('content-type')).toBe('application/json')
  expect(await wrapped.json()).toEqual({ error: 'Model not found' })
  const ok = new Response('data: x\n\n', { status: 200 })
  expect(await asJsonErrorBody(ok)).toBe(ok)
})
