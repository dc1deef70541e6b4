import { expect, test } from 'vitest'
import { MAX_INGREDIENT_LENGTH } from './limits.ts'
import { normalizeIngredient } from './ingredient-text.ts'
import { IngredientSchema } from './recipe-request.ts'
import { clipToLength, hasVisibleText, textLength } from './text-measure.ts'

test('counts code points: an emoji is one, as the server has always counted', () => {
  expect(textLength('egg')).toBe(3)
  expect(textLength('🍅')).toBe(1)
  expect(textLength('🍅'.repeat(100))).toBe(100)
  expect(textLength('\ud83c')).toBe(1)
  expect(textLength('')).toBe(0)
})

test('clips to code points, never splitting one', () => {
  expect(clipToLength('🍅'.repeat(120), 100)).toBe('🍅'.repeat(100))
  expect(clipToLength(`a${'🍅'.repeat(3)}`, 2)).toBe('a🍅')
  expect(clipToLength('short', 100)).toBe('short')
})

test('the page and the API agree at the limit, for emoji too', () => {
  const hundredEmoji = '🍅'.repeat(MAX_INGREDIENT_LENGTH)
  expect(IngredientSchema.safeParse(hundredEmoji).success).toBe(true)
  expect(IngredientSchema.safeParse(`${hundredEmoji}🍅`).success).toBe(false)
  expect(clipToLength(`${hundredEmoji}🍅`, MAX_INGREDIENT_LENGTH)).toBe(hundredEmoji)
})

test.each([
  ['zero-width spaces', '\u200b\u200b'],
  ['joiners', '\u200c\u200d'],
  ['a word joiner', '\u2060'],
  ['a byte-order mark', '\ufeff'],
  ['variation selectors', '\ufe0f\ufe0e'],
  ['a Hangul filler', '\u3164'],
  ['tags', '\u{e0041}\u{e0042}'],
  ['a mix with spaces', ' \u200b \u00ad '],
])('%s alone show nothing: refused as empty, on the page and by the API', (_name, text) => {
  expect(hasVisibleText(text)).toBe(false)
  expect(normalizeIngredient(text)).toBe('')
  const parsed = IngredientSchema.safeParse(text)
  expect(parsed.success).toBe(false)
  expect(parsed.error?.issues[0]?.message).toBe('An ingredient cannot be empty.')
})

test('invisible characters between visible ones are kept (an emoji family, a heart)', () => {
  for (const text of ['👨\u200d👩\u200d👧', '❤\ufe0f', 'crème\u00adfraîche']) {
    expect(hasVisibleText(text)).toBe(true)
    expect(normalizeIngredient(text)).toBe(text)
    expect(IngredientSchema.safeParse(text).success).toBe(true)
  }
})
