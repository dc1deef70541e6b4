import { expect, test } from 'vitest'
import { describeError } from './describe-error.ts'

test('rate limits say when to come back', () => {
  expect(describeError({ code: 'rate_limited', message: '', retryAfterSeconds: 42 })).toContain(
    'try again in 42 seconds',
  )
  expect(describeError({ code: 'rate_limited', message: '', retryAfterSeconds: 300 })).toContain(
    'in about 5 minutes',
  )
  expect(
    describeError({ code: 'upstream_rate_limited', message: '', retryAfterSeconds: undefined }),
  ).toContain('in a minute')
})

test('upstream trouble says it is not the visitor', () => {
  for (const code of ['upstream_error', 'upstream_timeout'] as const) {
    expect(describeError({ code, message: '', retryAfterSeconds: undefined })).toContain(
      'It is not you',
    )
  }
})

test('bad input repeats what the server said was wrong', () => {
  expect(
    describeError({
      code: 'invalid_request',
      message: 'ingredients[0]: too long',
      retryAfterSeconds: undefined,
    }),
  ).toBe('Chef Claude could not use that list: ingredients[0]: too long')
})

test('anything else gets a generic apology, never the raw message', () => {
  expect(
    describeError({ code: 'internal_error', message: 'stack trace', retryAfterSeconds: undefined }),
  ).not.toContain('stack trace')
})

test('a busy server says so and when to come back', () => {
  expect(describeError({ code: 'unavailable', message: '', retryAfterSeconds: 5 })).toBe(
    'Chef Claude is very busy right now. It is not you: please try again in 5 seconds.',
  )
})

test('a refused host tells its owner the setting to change; a cross-site refusal asks for a reload', () => {
  const none = { message: '', retryAfterSeconds: undefined }
  expect(describeError({ code: 'host_not_allowed', ...none })).toContain('ALLOWED_HOSTS')
  expect(describeError({ code: 'cross_site_request', ...none })).toContain('reload the page')
})
