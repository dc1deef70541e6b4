import { expect, test } from 'vitest'
import { isDriedForm, withDriedFormSaid } from './dried-form-steps.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'

const STEPS = [
  'Toast the {belacan}. If the {chillies} are dried, snip them and soak in hot water for 15 minutes, then drain. Blend them with the {shallot}.',
  'If the {mushrooms} are dried, soak them in hot water for 30 minutes, then chop them (keep the water); fresh ones only need chopping.',
]

test('a chilli paste or fresh chillies are never told "if the chillies are dried, snip them"', () => {
  const [chillies] = withDriedFormSaid(STEPS, 'chillies', false)
  expect(chillies).toBe('Toast the {belacan}. Blend the {chillies} with the {shallot}.')
})

test('dried chillies are soaked without the "if", and the step still names them', () => {
  const [chillies] = withDriedFormSaid(STEPS, 'chillies', true)
  expect(chillies).toMatch(
    /Snip the \{chillies\} and soak in hot water for 15 minutes, then drain\./,
  )
  expect(chillies).not.toMatch(/If the/)
})

test('fresh mushrooms get the knife work the sentence gave fresh ones; dried ones the soak', () => {
  expect(withDriedFormSaid(STEPS, 'mushrooms', false)[1]).toBe('Chop the {mushrooms}.')
  const dried = withDriedFormSaid(STEPS, 'mushrooms', true)[1]
  expect(dried).toMatch(
    /^Soak the \{mushrooms\} in hot water for 30 minutes, then chop them \(keep the water\)\.$/,
  )
})

test("the visitor's words or the food's name say it is dried", () => {
  expect(isDriedForm('dried shiitake', lexiconEntry('shiitake mushrooms'))).toBe(true)
  expect(isDriedForm('kashmiri chillies', lexiconEntry('dried red chillies'))).toBe(true)
  expect(isDriedForm('chilli paste', lexiconEntry('chilli paste'))).toBe(false)
  expect(isDriedForm('shiitake', lexiconEntry('shiitake mushrooms'))).toBe(false)
  // Egg noodles are as often dried as fresh: the dish's "if dried" stays.
  expect(isDriedForm('egg noodles', lexiconEntry('egg noodles'))).toBeUndefined()
  expect(isDriedForm('fresh egg noodles', lexiconEntry('egg noodles'))).toBe(false)
})
