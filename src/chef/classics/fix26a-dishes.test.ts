import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A blind cook's read of twelve lists (issue 18, fix26a). The general causes: a regional star the
// lexicon could not read (or read as another food) and a dish the library lacked, so a composed
// template took over.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('a regional star is read as itself, and the dish it names is cooked', () => {
  expect(readAs('wadiyan')).toBe('wadiyan')
  expect(readAs('amritsari wadi')).toBe('wadiyan')
  expect(readAs('dill seeds')).toBe('dill seeds')
  expect(readAs('bzaar')).toBe('ras el hanout')

  const wadiyan = first(
    'wadiyan, 3 potatoes, onion, tomatoes, ginger garlic paste, haldi, garam masala, mustard oil',
  )
  expectDish(wadiyan, 'Aloo Wadiyan', /wadiyan/i)
  expect(wadiyan).toMatch(/Add the ginger garlic paste/)

  const mbakbaka = first(
    'lamb pieces, broken spaghetti, tomato paste, onion, chickpeas, bzaar, chili powder, turmeric',
  )
  expectDish(mbakbaka, 'Mbakbaka', /spaghetti/i)
  expect(mbakbaka).not.toMatch(/Rice —/)
  // A visitor who typed the Gulf name is not told it was read as a Moroccan blend.
  expect(mbakbaka).not.toMatch(/I read “bzaar” as/)

  const beads = first(
    'taro, tapioca starch, dried shrimp, dried shiitake, minced pork, garlic, spring onion, soy sauce',
  )
  expectDish(beads, 'Suan Pan Zi \\(Hakka Abacus Beads\\)', /taro/i)
  expect(beads).toMatch(/Tapioca starch —/)
  expect(beads).toMatch(/Soak the shiitakes/)

  const sumaghiyyeh = first(
    'beef chunks, swiss chard, sumac, tahini, canned chickpeas, garlic, dill seeds, green chili',
  )
  expectDish(sumaghiyyeh, 'Sumaghiyyeh', /sumac/i)
  expect(sumaghiyyeh).not.toMatch(/Not used: “(tahini|dill seeds)/)
})
