import { expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'
import { isDryBean, pulseWords } from '../lexicon/pulse-state.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'

// A fresh-eyes review of session 26's code (issue 18): rules that fired beyond their reason.

test('smoked pork’s heat cue leaves the chicken livers’ "no pink" in a sisig', () => {
  const recipe = first(
    'smoked pork belly, chicken livers, onion, calamansi, chilli, soy sauce, mayonnaise',
  )
  expect(recipe).toMatch(/chicken livers[^.]*no pink in the middle/)
})

test('a habanero blended seeds-in gets its caution although a tip speaks of the pan’s heat', () => {
  const recipe = first('raw prawns, limes, cucumber, habaneros, red onion, coriander')
  expect(recipe).toMatch(/Go carefully with the habaneros/)
})

test('an egusi the stir-fry leaves out does not take away its soy sauce', () => {
  const recipe = first('beef strips, broccoli, peppers, garlic, ginger, egusi, noodles')
  expect(recipe).toMatch(/Stir-Fry$/m)
  expect(recipe).toMatch(/- Soy sauce — /)
})

test('fresh, podded or jarred beans are never the dry bag, even where a dish buys them dry', () => {
  for (const typed of ['fresh broad beans', 'podded broad beans', 'jar of butter beans']) {
    const entry = typed.includes('butter') ? 'butter beans' : 'broad beans'
    const words = pulseWords(typed.split(' '), true)
    expect(isDryBean(lexiconEntry(entry), words), typed).toBe(false)
  }
  expect(first('fresh broad beans, garlic, parsley, cumin, onion')).not.toMatch(
    /- Dried broad beans —/,
  )
})
