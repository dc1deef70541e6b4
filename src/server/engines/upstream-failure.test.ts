import { describe, expect, test } from 'vitest'
import {
  blocksServing,
  classifyUpstreamFailure,
  describeUpstreamFailure,
  isOperatorFixable,
  readErrorBody,
  redactSecrets,
} from './upstream-failure.ts'

const ROUTER_400 = {
  error: {
    message:
      "The requested model 'mistralai/Mixtral-8x7B-Instruct-v0.1' is not supported by any provider you have enabled.",
    type: 'invalid_request_error',
    param: 'model',
    code: 'model_not_supported',
  },
}

describe('classifyUpstreamFailure', () => {
  test("the router's 400 model_not_supported is a model not served", () => {
    const report = classifyUpstreamFailure(400, ROUTER_400)
    expect(report).toMatchObject({ cause: 'model_not_served', code: 'model_not_supported' })
    expect(blocksServing(report.cause)).toBe(true)
    expect(isOperatorFixable(report.cause)).toBe(true)
  })

  test.each([
    ['OpenAI 404 model_not_found', 404, { error: { message: 'x', code: 'model_not_found' } }],
    ['Ollama string error', 404, { error: 'model "llama9" not found, try pulling it first' }],
    ['vLLM message', 404, { message: 'The model `foo` does not exist.', code: 404 }],
    ['plain text', 400, 'Unknown model: foo'],
    ['JSON sent as text/plain', 400, '{"error":{"code":"model_not_supported","message":"no"}}'],
    [
      'JSON sent as text/plain, wrapped',
      400,
      { error: '{"error":{"code":"model_not_supported","message":"no"}}' },
    ],
    ['an in-band stream error frame', 200, { error: { code: 'model_not_supported' } }],
  ])('%s is a model not served', (_name, status, body) => {
    expect(classifyUpstreamFailure(status, body).cause).toBe('model_not_served')
  })

  test.each([
    [401, 'token_rejected'],
    [403, 'token_rejected'],
    [402, 'credits_spent'],
    [429, 'rate_limited'],
    [503, 'loading'],
    [500, 'other'],
    [404, 'other'], // no body naming a model: a wrong path, not a missing model
    [400, 'other'],
  ] as const)('status %i is %s', (status, cause) => {
    expect(classifyUpstreamFailure(status, '').cause).toBe(cause)
  })

  test('a 400 about something other than the model is not blamed on the model', () => {
    const body = { error: { message: 'max_tokens is too large', code: 'invalid_value' } }
    expect(classifyUpstreamFailure(400, body).cause).toBe('other')
  })

  test('the message is one bounded line without the token', () => {
    const token = 'fake-secret-secret-secret'
    const body = `Invalid credentials in Authorization header: Bearer ${token}\n${'x'.repeat(2000)}`
    const report = classifyUpstreamFailure(401, body, [token])
    expect(report.message).not.toContain(token)
    expect(report.message).not.toContain('\n')
    expect(report.message!.length).toBeLessThanOrEqual(301)
  })
})

describe('describeUpstreamFailure', () => {
  test('names the status, the cause, its fix, the model and what the service said', () => {
    const line = describeUpstreamFailure(classifyUpstreamFailure(400, ROUTER_400), 'm/x')
    expect(line).toMatch(/^upstream status 400: /)
    expect(line).toContain('does not serve this model')
    expect(line).toContain('set LLM_MODEL')
    expect(line).toContain('model "m/x"')
    expect(line).toContain('model_not_supported')
  })

  test.each([
    [401, 'rejected the access token'],
    [402, 'credits are spent'],
    [429, 'rate limiting'],
    [503, 'loading'],
  ])('status %i says %s', (status, words) => {
    expect(describeUpstreamFailure(classifyUpstreamFailure(status, ''), 'm')).toContain(words)
  })
})

describe('readErrorBody', () => {
  test.each([
    [{ error: { message: 'm', code: 'c' } }, { message: 'm', code: 'c' }],
    [{ error: { message: 'm', type: 't' } }, { message: 'm', code: 't' }],
    [{ error: 'm' }, { message: 'm' }],
    [{ message: 'm' }, { message: 'm' }],
    [{ detail: 'm' }, { message: 'm' }],
    ['m', { message: 'm' }],
    ['', {}],
    [null, {}],
    [42, {}],
    [{ error: null }, {}],
  ])('%j', (body, expected) => {
    expect(readErrorBody(body)).toEqual(expected)
  })
})

test('redactSecrets removes the token and any bearer credential, leaving short words alone', () => {
  expect(
    redactSecrets('key sk-abcdefgh12345 and Bearer other-token-123', ['sk-abcdefgh12345']),
  ).toBe('key [redacted] and Bearer [redacted]')
  expect(redactSecrets('a b c', ['a'])).toBe('a b c')
})
