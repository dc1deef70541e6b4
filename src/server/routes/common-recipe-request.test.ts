import { expect, test } from 'vitest'
import { RecipeRequestSchema } from '../../shared/recipe-request.ts'
import { readCommonRecipeRequest } from './common-recipe-request.ts'

const long = 'a'.repeat(100)
const emoji100 = '🍋'.repeat(100)
const items: unknown[] = [
  'egg',
  '  rice  ',
  'crème fraîche',
  long,
  `${long}b`,
  emoji100,
  `${emoji100}🍋`,
  '',
  '   ',
  '\u200b',
  '\u200bkale',
  'tab\there',
  'line\nbreak',
  'bell\u0085',
  '\u007f',
  42,
  null,
  ['nested'],
  { text: 'egg' },
]
const variants: unknown[] = [0, 1, 1000, 1001, -1, 1.5, -0, '1', null, Number.MAX_SAFE_INTEGER + 1]

function bodies(): unknown[] {
  const found: unknown[] = [null, 1, 'egg', [], ['egg'], {}, { ingredients: [] }]
  for (const item of items) {
    found.push({ ingredients: [item] }, { ingredients: ['egg', item, 'rice'] })
  }
  for (const variant of variants) {
    found.push({ ingredients: ['egg'], variant }, { variant, ingredients: [' egg '] })
  }
  found.push(
    { ingredients: Array.from({ length: 50 }, (_, index) => `item ${index}`) },
    { ingredients: Array.from({ length: 51 }, (_, index) => `item ${index}`) },
    { ingredients: ['egg'], engine: 'offline' },
    { engine: 'offline', variant: 2, ingredients: ['egg'] },
    { ingredients: ['egg'], engine: 'llm' },
    { ingredients: ['egg'], engine: null },
    { ingredients: 'egg' },
    { ingredients: ['egg'], preferences: {} },
    { ingredients: ['egg'], previousTitles: ['Omelette'] },
    { ingredients: ['egg'], extra: true },
    JSON.parse('{"ingredients":["egg"],"__proto__":{"variant":3}}'),
  )
  return found
}

test('the common shape is read exactly as the schema reads it; anything else is left to the schema', () => {
  let commonCount = 0
  for (const body of bodies()) {
    const parsed = RecipeRequestSchema.safeParse(body)
    const common = readCommonRecipeRequest(body)
    if (common === undefined) continue
    commonCount += 1
    expect(parsed.success, JSON.stringify(body)).toBe(true)
    // Same fields, same values, same order.
    expect(JSON.stringify(common)).toBe(JSON.stringify(parsed.data))
    expect(Object.is(common.variant, parsed.data?.variant)).toBe(true)
  }
  expect(commonCount).toBeGreaterThan(20)
})

test('every valid request of the common shape takes the fast path', () => {
  for (const body of bodies()) {
    const parsed = RecipeRequestSchema.safeParse(body)
    const isCommonShape =
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).every((key) => ['ingredients', 'variant', 'engine'].includes(key))
    if (parsed.success && isCommonShape) {
      expect(readCommonRecipeRequest(body), JSON.stringify(body)).toBeDefined()
    }
  }
})
