import fc from 'fast-check'
import { cutAt } from '../../../tests/support/cut-text.ts'
import { expect, test } from 'vitest'
import {
  createSecretRedactor,
  REDACTED,
  redactText,
  upstreamSecrets,
  withoutCredentials,
} from './secret-redactor.ts'

const TOKEN = 'fake-token-0123456789abcdef'

function redact(pieces: readonly string[], secrets: readonly string[] = [TOKEN]): string {
  const redactor = createSecretRedactor(secrets)
  return pieces.map((piece) => redactor.push(piece)).join('') + redactor.end()
}

test('a token split at every position never goes out', () => {
  const text = `Bearer ${TOKEN} and ${TOKEN}.`
  for (let a = 0; a <= text.length; a += 1) {
    for (let b = a; b <= text.length; b += 1) {
      const pieces = [text.slice(0, a), text.slice(a, b), text.slice(b)]
      expect(redact(pieces)).toBe(`Bearer ${REDACTED} and ${REDACTED}.`)
    }
  }
})

test('holds back at most the token length minus one', () => {
  const redactor = createSecretRedactor([TOKEN])
  expect(redactor.push(`Stir ${TOKEN.slice(0, -1)}`)).toBe('Stir ')
  expect(redactor.push('!')).toBe(`${TOKEN.slice(0, -1)}!`)
  expect(redactor.push('plain text')).toBe('plain text')
})

test('no secrets: text passes through untouched', () => {
  expect(redact(['a', 'b'], [''])).toBe('ab')
})

test('the base URL credentials count as secrets, decoded and as Basic auth', () => {
  const secrets = upstreamSecrets({
    apiKey: TOKEN,
    baseUrl: 'https://chef-user:p%40ssword-long@example.com/v1',
  })
  expect(secrets).toEqual(
    expect.arrayContaining([
      TOKEN,
      'chef-user',
      'p%40ssword-long',
      'p@ssword-long',
      'chef-user:p@ssword-long',
      Buffer.from('chef-user:p@ssword-long').toString('base64'),
    ]),
  )
  expect(redactText('user chef-user:p@ssword-long!', secrets)).toBe(`user ${REDACTED}!`)
})

test('short strings are not treated as secrets (they would redact words)', () => {
  expect(upstreamSecrets({ apiKey: 'abc', baseUrl: 'http://a:b@host/v1' })).toEqual([])
})

test('property: whatever the split, no secret survives and the rest is kept', () => {
  const unit = fc.constantFrom(TOKEN, TOKEN.slice(0, 5), TOKEN.slice(3), 'f', 'a', '-', ' ', 'x')
  fc.assert(
    fc.property(
      fc.array(unit, { maxLength: 20 }),
      fc.array(fc.nat(), { maxLength: 5 }),
      (units, cuts) => {
        const text = units.join('')
        const pieces = cutAt(text, cuts)
        const out = redact(pieces)
        expect(out).toBe(redactText(text, [TOKEN]))
        expect(out).not.toContain(TOKEN)
      },
    ),
    { numRuns: 2_000 },
  )
})

test('a base URL for the log keeps no user, password or query', () => {
  expect(withoutCredentials('https://chef:pa55word@example.com:8443/v1?key=abc')).toBe(
    'https://example.com:8443/v1',
  )
  expect(withoutCredentials('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1')
  expect(withoutCredentials('not a url')).toBe('(unreadable URL)')
})
