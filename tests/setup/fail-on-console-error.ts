import { afterEach, beforeEach, vi } from 'vitest'

// A stray console.error is how React reports act() warnings, key clashes and failed renders.
// Tests that expect one spy on console.error themselves (mockImplementation), which replaces
// this spy for that test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
