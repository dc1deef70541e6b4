import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { sampleRecipesMarkdown } from './sample-recipes.ts'

test('docs/sample-recipes.md shows what the chef writes today (npm run samples)', () => {
  const file = readFileSync(new URL('../../../docs/sample-recipes.md', import.meta.url), 'utf8')
  expect(file).toBe(sampleRecipesMarkdown())
})
