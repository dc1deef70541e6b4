import { expect, test } from 'vitest'
import { inlineStyleHashes, pagePolicy } from './security-headers.ts'

test('an inline style is allowed by the SHA-256 of its exact text, base64 as CSP wants it', () => {
  // `echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64`
  expect(inlineStyleHashes('<head><style>a{color:red}</style></head>')).toEqual([
    "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='",
  ])
  expect(inlineStyleHashes('<head></head>')).toEqual([])
})

test("the page's policy adds its styles' hashes to style-src and nothing else", () => {
  const policy = pagePolicy('<style>a{color:red}</style>')
  expect(policy).toContain(
    "style-src 'self' 'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='; img-src",
  )
  expect(policy).toContain("script-src 'self'; style-src")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).toContain("frame-ancestors 'none'")
  // A <meta> policy cannot carry frame-ancestors (browsers ignore it there with a warning).
  expect(pagePolicy('', ['frameAncestors'])).not.toContain('frame-ancestors')
  expect(pagePolicy('')).toContain("style-src 'self'; img-src")
})
