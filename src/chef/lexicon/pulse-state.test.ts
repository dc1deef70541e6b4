import { describe, expect, test } from 'vitest'
import { lexiconEntry } from './lexicon.ts'
import { isDryBean, pulseWords } from './pulse-state.ts'
import { withStatesInEnglish } from './state-words.ts'
import { placeStates } from '../classics/place-states.ts'
import { treatmentFor } from '../planning/treatments.ts'

/** The words as the reader gives them: lowercase, one per word. */
const wordsOf = (text: string) =>
  pulseWords(
    withStatesInEnglish(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  )

describe('isDryBean', () => {
  test.each([
    ['kidney beans', 'dried kidney beans'],
    ['kidney beans', 'soaked kidney beans'],
    ['kidney beans', 'rajma'],
    ['black eyed beans', 'lobia'],
    ['black eyed beans', 'black eyed beans 500 g'],
    ['black beans', 'frijoles negros secos'],
    ['chickpeas', 'black chickpeas'],
    ['borlotti beans', 'sugar beans'],
    ['fabes', 'fabes'],
    ['urad beans', 'whole urad'],
    ['mung beans', 'mung beans'],
  ])('%s typed as "%s" are dry', (id, typed) => {
    expect(isDryBean(lexiconEntry(id), wordsOf(typed))).toBe(true)
  })

  test.each([
    ['kidney beans', 'kidney beans'],
    ['kidney beans', 'tinned rajma'],
    ['black eyed beans', 'black eyed beans 400 g'],
    ['chickpeas', 'tinned black chickpeas'],
    ['urad beans', 'cooked urad beans'],
    ['mung beans', 'sprouted mung beans'],
    // Lentils are always cooked from dry, by their own treatment: they are no dry beans.
    ['red lentils', 'dried red lentils'],
    ['green beans', 'raw green beans'],
    // A bag of frozen peas or broad beans weighs a bag's weight and is never the dry bag.
    ['peas', 'frozen peas 500g'],
    ['broad beans', 'frozen broad beans 1kg'],
  ])('%s typed as "%s" are not dry beans', (id, typed) => {
    expect(isDryBean(lexiconEntry(id), wordsOf(typed))).toBe(false)
  })
})

// The two readers of the rule agree: beans the treatments soak take the dish's dried branch.
test.each([
  ['black eyed beans', 'lobia'],
  ['black eyed beans', 'black eyed beans 1 kg'],
  ['black eyed beans', 'feijão fradinho seco'],
  ['broad beans', 'dried broad beans'],
  ['black eyed beans', 'tinned black eyed beans'],
  ['borlotti beans', 'borlotti beans'],
])(
  '%s typed as "%s": soaked by a treatment exactly when the dried branch is taken',
  (id, typed) => {
    const entry = lexiconEntry(id)
    const soaked = treatmentFor(entry, typed)?.id === 'dried-beans'
    expect(placeStates([entry], [typed]).includes('dried')).toBe(soaked)
  },
)
