import { describe, expect, test } from 'vitest'
import { findStepDurations, formatClock } from './step-durations.ts'

function read(text: string) {
  return findStepDurations(text).map(({ text: words, seconds }) => [words, seconds])
}

describe('findStepDurations', () => {
  test.each([
    ['Simmer for 10 minutes.', [['10 minutes', 600]]],
    ['Roast for 1–2 hours, basting now and then.', [['1–2 hours', 7200]]],
    ['Leave to prove for 1-2 hrs.', [['1-2 hrs', 7200]]],
    ['Whisk for 30 seconds.', [['30 seconds', 30]]],
    ['Bake 45 mins until golden.', [['45 mins', 2700]]],
    ['Braise for an hour.', [['an hour', 3600]]],
    ['Rest for a minute.', [['a minute', 60]]],
    ['Chill for half an hour.', [['half an hour', 1800]]],
    ['Slow-cook for 1½ hours.', [['1½ hours', 5400]]],
    ['Slow-cook for 1 ½ hours.', [['1 ½ hours', 5400]]],
    ['Steam for 1 1/2 hours.', [['1 1/2 hours', 5400]]],
    ['Simmer for 1.5 hours.', [['1.5 hours', 5400]]],
    ['Bake for 1 hour 20 minutes.', [['1 hour 20 minutes', 4800]]],
    ['Bake for 1 hour and 20 minutes.', [['1 hour and 20 minutes', 4800]]],
    ['Cook 2 mins 30 secs per side.', [['2 mins 30 secs', 150]]],
    ['Bake for 20 to 25 minutes.', [['20 to 25 minutes', 1500]]],
    ['Fry for 5 or 6 minutes.', [['5 or 6 minutes', 360]]],
    ['Boil for two minutes.', [['two minutes', 120]]],
    ['Give it a 10-minute rest.', [['10-minute', 600]]],
    ['Soak overnight.', []],
    ['Cook for a few minutes, until soft.', []],
    ['Heat the oven to 200 °C (180 °C fan).', []],
    ['Add 3 tbsp of oil and 400 ml stock.', []],
    [
      'Fry the onion for 8–10 minutes, then the garlic for 1 minute.',
      [
        ['8–10 minutes', 600],
        ['1 minute', 60],
      ],
    ],
    [
      'Bake for 10 minutes, 5 minutes more with the lid off.',
      [
        ['10 minutes', 600],
        ['5 minutes', 300],
      ],
    ],
    ['Marinate for 48 hours.', []],
    ['Cook for 0 minutes.', []],
    ['Stir for 30 SECONDS.', [['30 SECONDS', 30]]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })

  test('gives the span, so the words can become a button in place', () => {
    const text = 'Simmer for 10  minutes, stirring.'
    const [found] = findStepDurations(text)
    expect(found).toEqual({
      start: 11,
      end: 22,
      text: '10  minutes',
      seconds: 600,
      label: '10 minutes',
    })
    expect(text.slice(found?.start, found?.end)).toBe('10  minutes')
  })
})

test('formatClock shows minutes and seconds, and hours when there are some', () => {
  expect(formatClock(600)).toBe('10:00')
  expect(formatClock(7)).toBe('0:07')
  expect(formatClock(59.2)).toBe('1:00')
  expect(formatClock(3900)).toBe('1:05:00')
  expect(formatClock(-3)).toBe('0:00')
})
