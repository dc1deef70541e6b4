import { expect, test } from 'vitest'
import { MAX_ERROR_TEXT_BYTES, readErrorBody } from './error-text.ts'

test('a text/plain error body is read as text, bounded', async () => {
  const small = new Response('Model not found', {
    status: 404,
    headers: { 'content-type': 'text/plain' },
  })
  expect(await readErrorBody(small)).toBe('Model not found')
  const huge = new Response('x'.repeat(1_000_000), { status: 500 })
  expect(((await readErrorBody(huge)) as string).length).toBe(MAX_ERROR_TEXT_BYTES)
})

test('a JSON error body is parsed; one cut short or broken stays text', async () => {
  const json = new Response('{"error":{"code":"model_not_supported"}}', {
    status: 400,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
  expect(await readErrorBody(json)).toEqual({ error: { code: 'model_not_supported' } })
  const broken = new Response('{"error":{"mess', {
    status: 503,
    headers: { 'content-type': 'application/json' },
  })
  expect(await readErrorBody(broken)).toBe('{"error":{"mess')
})

test('an error answer with no body is an empty text', async () => {
  expect(await readErrorBody(new Response(null, { status: 502 }))).toBe('')
})
