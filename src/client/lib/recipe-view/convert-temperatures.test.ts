import { describe, expect, it } from 'vitest'
import { convertTemperatures, gasMarkFor } from './convert-temperatures.ts'

describe('convertTemperatures', () => {
  it.each([
    ['Heat the oven to 200 °C (180 °C fan).', 'Heat the oven to 400 °F / gas mark 6 (350 °F fan).'],
    ['Bake at 180C until golden.', 'Bake at 350 °F / gas mark 4 until golden.'],
    ['Roast at 220 degrees C.', 'Roast at 425 °F / gas mark 7.'],
    ['Bake at 190–200 °C.', 'Bake at 375–400 °F / gas mark 6.'],
    ['Cook until it reads 75 °C inside.', 'Cook until it reads 165 °F inside.'],
    ['Heat to gas mark 4.', 'Heat to gas mark 4 (350 °F).'],
    ['Bake at 180 °C / 350 °F.', 'Bake at 180 °C / 350 °F.'],
    ['Simmer for 10 minutes.', 'Simmer for 10 minutes.'],
  ])('US: %j', (text, expected) => {
    expect(convertTemperatures(text, 'us')).toBe(expected)
  })

  it.each([
    ['Preheat oven to 350°F.', 'Preheat oven to 180 °C / gas mark 4.'],
    ['Bake at 425 °F for 20 minutes.', 'Bake at 220 °C / gas mark 7 for 20 minutes.'],
    ['Heat the oven to 200 °C.', 'Heat the oven to 200 °C.'],
    ['Heat to gas mark 6.', 'Heat to gas mark 6 (200 °C).'],
  ])('metric: %j', (text, expected) => {
    expect(convertTemperatures(text, 'metric')).toBe(expected)
  })

  it('gives gas marks only for oven temperatures', () => {
    expect(gasMarkFor(180)).toBe('4')
    expect(gasMarkFor(140)).toBe('1')
    expect(gasMarkFor(75)).toBeUndefined()
    expect(gasMarkFor(280)).toBeUndefined()
  })
})
