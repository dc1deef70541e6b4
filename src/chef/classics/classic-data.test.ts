import { describe, expect, test } from 'vitest'
import { DISH_FAMILIES } from '../families/dish-families.ts'
import { renderRecipe } from '../compose-recipe.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import {
  structureProblems,
  unmentioned,
  writingProblems,
} from '../../../tests/chef-evaluation/recipe-checks.ts'
import { ALL_CLASSICS } from './all-classics.ts'
import type { ClassicDish } from './classic-types.ts'
import { COMPILED_CLASSICS, parseClassicAmount } from './compiled-classics.ts'
import { ENTRY_MARKER, STATE_NAMES } from './write-classic.ts'
import { RAW_EGG_TIP } from './dishes/shared-parts.ts'

// Every classic is data a cook reviewed; these checks catch what review misses: a typo in a key,
// an optional ingredient outside its brackets, an amount in a unit nobody can scale, a method
// that never uses something it lists, or text that reads wrong once filled in.

const FAMILY_IDS = new Set(DISH_FAMILIES.map((family) => family.id))
const PLACEHOLDER = /\{([^}]*)\}/g

// `{chicken:raw}` names the place chicken, in a state (or of a kind: `{meat:poultry}`).
function keysIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => (match[1] ?? '').replace(/[:=].*$/, ''))
}

const STATES = STATE_NAMES.join('|')

function outsideBrackets(step: string): string {
  return step.replace(/\[[^[\]]*\]/g, '')
}

function firstId(dish: ClassicDish, needs: readonly string[]): string[] {
  return dish.ingredients
    .filter((ingredient) => needs.includes(ingredient.need))
    .map((ingredient) => {
      const compiled = COMPILED_CLASSICS.find((item) => item.dish === dish)
      const place = compiled?.places.find((item) => item.ingredient === ingredient)
      const plain = ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
      const id = plain ?? [...(place?.rank.keys() ?? [])][0] ?? ''
      // A place for dried beans only is filled by the visitor saying so.
      return ingredient.driedOnly === true ? `dried ${id}` : id
    })
}

test('ids and titles are unique', () => {
  const ids = ALL_CLASSICS.map((dish) => dish.id)
  const titles = ALL_CLASSICS.map((dish) => dish.title.toLowerCase())
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
})

// A `[…]` part is kept only when every `{key}` in it is filled, so a part with none is always kept
// and promises what the list may lack ("[ with the rice]" with no rice). Each part names the
// place it depends on, `[ with the {rice}]`, or a state marker, `[{chicken:raw} …]`.
test('every […] part in a method or tip names the place it depends on', () => {
  const keyless = ALL_CLASSICS.flatMap((dish) =>
    [...dish.method, ...(dish.tips ?? [])].flatMap((text) =>
      [...text.matchAll(/\[[^[\]]*\]/g)]
        .map((match) => match[0])
        .filter(
          (part) =>
            !new RegExp(`\\{[a-z][a-z0-9-]*(?::(?:${STATES})|=[a-z][a-z0-9' -]*)?\\}`).test(part),
        )
        .map((part) => `${dish.id}: ${part}`),
    ),
  )
  expect(keyless).toEqual([])
})

test('a dish built on raw eggs says to use very fresh, or pasteurised, eggs', () => {
  const raw = ALL_CLASSICS.filter((dish) => dish.rawEgg === true)
  expect(raw.map((dish) => dish.id)).toEqual(
    expect.arrayContaining(['tamago-kake-gohan', 'tiramisu', 'chocolate-mousse']),
  )
  expect(raw.filter((dish) => !(dish.tips ?? []).includes(RAW_EGG_TIP)).map((d) => d.id)).toEqual(
    [],
  )
  expect(RAW_EGG_TIP).toMatch(/very fresh.*pasteurised/)
  // And the other way: a dish whose tips say so is one the ranking knows is raw.
  const told = ALL_CLASSICS.filter((dish) => (dish.tips ?? []).includes(RAW_EGG_TIP))
  expect(told.filter((dish) => dish.rawEgg !== true).map((dish) => dish.id)).toEqual([])
})

test("a title for a filled place names one of the dish's own optional places", () => {
  // An essential place is always filled, so its title always wins: only one that names what
  // fills it ("{fruit} Crumble") says more than the dish's own title.
  const wrong = ALL_CLASSICS.flatMap((dish) =>
    Object.entries(dish.titles ?? {})
      .filter(([name, title]) => {
        // "fish=hilsa": that place holding that one food, which it must accept.
        const [key, food] = name.split('=')
        const place = dish.ingredients.find((ingredient) => ingredient.key === key)
        if (food !== undefined) return place?.accepts.includes(food) !== true
        if (place?.need === 'essential') return !title.includes(`{${key}}`)
        return place === undefined || place.need === 'pantry'
      })
      .map(([key]) => key)
      .map((key) => `${dish.id}: ${key}`),
  )
  expect(wrong).toEqual([])
})

describe.each(ALL_CLASSICS.map((dish) => [dish.id, dish] as const))('%s', (_id, dish) => {
  test('is well formed', () => {
    expect(dish.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(dish.title).toMatch(/^[A-Z0-9][A-Za-z0-9 '&,-]+$/)
    expect(dish.description).toMatch(/[.!]$/)
    expect(dish.minutes).toBeGreaterThanOrEqual(5)
    expect(dish.minutes).toBeLessThanOrEqual(600)
    if (dish.family !== undefined) expect(FAMILY_IDS).toContain(dish.family)
    expect(dish.ingredients.some((ingredient) => ingredient.need === 'essential')).toBe(true)
    expect(dish.method.length).toBeGreaterThanOrEqual(2)
  })

  test('every ingredient has a usable key, place and amount', () => {
    const keys = dish.ingredients.map((ingredient) => ingredient.key)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
    for (const ingredient of dish.ingredients) {
      expect(ingredient.key).toMatch(/^[a-z][a-z0-9-]*$/)
      expect(ingredient.accepts.length).toBeGreaterThan(0)
      const amount = parseClassicAmount(ingredient.amount)
      if (amount.kind === 'words') {
        expect(ingredient.amount, `${ingredient.key}: a number with an unknown unit`).not.toMatch(
          /^\d/,
        )
      }
      if ((ingredient.takes ?? 1) > 1 && amount.kind === 'quantity') {
        expect(
          amount.amount.unit,
          `${ingredient.key} is shared, so it is weighed or spooned`,
        ).toMatch(/^(?:g|ml|tsp|tbsp)$/)
      }
      if (ingredient.need === 'usual' || ingredient.need === 'essential') {
        expect(
          ingredient.accepts.some((spec) => !/^[#@]/.test(spec)),
          `${ingredient.key} needs a plain id to buy`,
        ).toBe(true)
      }
      if (ingredient.need === 'pantry') {
        expect(
          ingredient.accepts.some((spec) =>
            ['salt', 'black pepper', 'cooking oil', 'water'].includes(spec),
          ),
        ).toBe(true)
      }
    }
  })

  test('the method uses every ingredient, and optional ones only inside […]', () => {
    const needOf = new Map(dish.ingredients.map((ingredient) => [ingredient.key, ingredient.need]))
    const all = dish.method.join(' ')
    expect(all).not.toMatch(/\[[^\]]*\[/)
    expect(all.split('[').length).toBe(all.split(']').length)
    for (const key of keysIn(all))
      expect(needOf.has(key), `{${key}} is not an ingredient`).toBe(true)
    for (const key of needOf.keys()) expect(keysIn(all), `{${key}} is never used`).toContain(key)
    for (const key of keysIn((dish.tips ?? []).join(' ')))
      expect(needOf.has(key), `{${key}} in a tip is not an ingredient`).toBe(true)
    for (const marker of all.match(/\{[^}]*:[^}]*\}/g) ?? [])
      expect(marker, `a state marker is {key:${STATES}}`).toMatch(
        new RegExp(`^\\{[a-z][a-z0-9-]*:(?:${STATES})\\}$`),
      )
    // `{key=entry}` names a food the place really takes.
    const compiled = COMPILED_CLASSICS.find((item) => item.dish === dish)
    for (const match of [...dish.method, ...(dish.tips ?? []), dish.description]
      .join(' ')
      .matchAll(ENTRY_MARKER)) {
      const place = compiled?.places.find((item) => item.ingredient.key === match[1])
      expect(
        place?.rank.has(match[2] ?? ''),
        `{${match[1]}=${match[2]}} is not a food of that place`,
      ).toBe(true)
    }
    for (const step of [...dish.method, ...(dish.tips ?? [])]) {
      expect(outsideBrackets(step), 'a state marker belongs inside […]').not.toMatch(/\{[^}]*[:=]/)
      for (const key of keysIn(outsideBrackets(step))) {
        expect(needOf.get(key), `{${key}} is optional, so it belongs inside […]`).not.toBe(
          'optional',
        )
      }
    }
  })

  test.each([
    ['everything', ['essential', 'usual', 'optional', 'pantry']],
    ['the essentials only', ['essential']],
  ])('reads right with %s', (_label, needs) => {
    for (const servings of [1, 2, 5]) {
      const plan = planClassicDish(dish.id, firstId(dish, needs), { servings })
      expect(plan, 'the dish cannot be made from these').toBeDefined()
      if (plan === undefined) return
      const markdown = renderRecipe(plan)
      expect(structureProblems(markdown)).toEqual([])
      expect(unmentioned(markdown)).toEqual([])
      expect(writingProblems(markdown)).toEqual([])
      expect(plan.extras.length).toBeLessThanOrEqual(4)
      expect(plan.steps.at(-1)).not.toMatch(
        /over the top to serve\.$|on the side, to add as you eat\.$/,
      )
    }
  })
})
