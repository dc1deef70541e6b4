import { expect, test } from 'vitest'
import { withSausageCookedAlready } from './smoked-sausage-steps.ts'
import { isSmokedSausage } from '../lexicon/smoked-sausage.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { placeStates } from './place-states.ts'

test('wieners, andouille and kielbasa are smoked sausages; fresh or white kielbasa is raw', () => {
  const sausage = lexiconEntry('sausage')
  for (const words of ['wiener sausages', 'andouille', 'kielbasa', 'frankfurters', 'hot dogs'])
    expect(isSmokedSausage(sausage, words), words).toBe(true)
  for (const words of ['pork sausages', 'fresh kielbasa', 'biała kiełbasa', 'chipolatas'])
    expect(isSmokedSausage(sausage, words), words).toBe(false)
  expect(placeStates([sausage], ['andouille'])).toContain('cooked')
  expect(placeStates([sausage], ['pork sausages'])).toContain('raw')
})

test('a smoked sausage is heated through and stays pink, never "no pink in the middle"', () => {
  const [roast, fry, done, aside] = withSausageCookedAlready(
    [
      'Roast for 30 minutes, until the potatoes are golden and the {sausages} are browned and cooked through with no pink in the middle.',
      'Fry the {sausage} for 12–15 minutes, until browned and cooked through (no pink in the middle, 72 °C).',
      'Simmer for 25 minutes, until the lentils are tender and the {sausage} is cooked through.',
      'Fry the {sausage} for 5 minutes, until browned (and cooked through, if the sausage was raw).',
    ],
    'sausage',
  )
  expect(roast).toMatch(
    /browned and piping hot \(smoked sausage is cooked already and stays pink\)\.$/,
  )
  expect(roast).not.toMatch(/no pink/)
  expect(fry).not.toMatch(/no pink|72 °C/)
  expect(done).toMatch(/the \{sausage\} is piping hot\b/)
  expect(done).not.toMatch(/browned/)
  expect(aside).toBe('Fry the {sausage} for 5 minutes, until browned.')
})

test('a raw meat cooked beside the sausage keeps its own cue', () => {
  const [step] = withSausageCookedAlready(
    ['Fry the {sausage} and the chicken until cooked through with no pink left.'],
    'sausage',
  )
  expect(step).toMatch(/no pink left/)
})
