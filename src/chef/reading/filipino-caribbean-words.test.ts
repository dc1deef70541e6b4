import { describe, expect, it } from 'vitest'
import { matchIngredient } from './match-ingredient.ts'

// Filipino and Caribbean kitchen words a cook's read found lost or read as another food
// (issue 18, items 5 and 9): each is read as the food a cook from that kitchen means.

const read = (item: string) => {
  const match = matchIngredient(item)
  return { kind: match.kind, id: match.entry?.id }
}

describe('words once read as another food are read as the food they are', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    // typed, read as, never as
    ['calabaza', 'butternut squash', 'bottle gourd'],
    ['bully beef', 'corned beef', 'stewing beef'],
    ['boniato', 'sweet potato', 'bonito'],
    ['baguio beans', 'green beans', 'borlotti beans'],
    ['bihon noodles', 'rice noodles', 'egg noodles'],
    ['sotanghon noodles', 'glass noodles', 'egg noodles'],
    ['datu puti', 'vinegar', 'dates'],
    ['cubanelle', 'bell peppers', 'chilli'],
    ['cubanelle pepper', 'bell peppers', 'black pepper'],
    ['2 cubanelle peppers', 'bell peppers', 'chilli'],
    ['aji dulce', 'bell peppers', 'chilli'],
    ['mackerel in tomato sauce', 'tinned mackerel', 'smoked mackerel'],
    ['tinned mackerel', 'tinned mackerel', 'smoked mackerel'],
    ['2 tins mackerel in tomato sauce', 'tinned mackerel', 'smoked mackerel'],
    ['1 can mackerel', 'tinned mackerel', 'smoked mackerel'],
  ]
  it.each(cases)('"%s" is %s, never %s', (typed, id, never) => {
    const match = read(typed)
    expect(match.kind).toBe('known')
    expect(match.id).toBe(id)
    expect(match.id).not.toBe(never)
  })
})

describe('Filipino and Caribbean names of everyday foods are read', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['itlog', 'egg'],
    ['bawang', 'garlic'],
    ['sibuyas', 'onion'],
    ['kamatis', 'tomatoes'],
    ['luya', 'ginger'],
    ['toyo', 'soy sauce'],
    ['2 tbsp toyo', 'soy sauce'],
    ['suka', 'vinegar'],
    ['gata', 'coconut milk'],
    ['gata ng niyog', 'coconut milk'],
    ['patatas', 'potatoes'],
    ['repolyo', 'cabbage'],
    ['talong', 'aubergine'],
    ['upo', 'bottle gourd'],
    ['upo squash', 'bottle gourd'],
    ['gabi', 'taro'],
    ['gabi leaves', 'taro leaves'],
    ['munggo', 'mung beans'],
    ['mais', 'sweetcorn'],
    ['giniling', 'pork mince'],
    ['giniling na baka', 'beef mince'],
    ['tokwa', 'tofu'],
    ['atsuete', 'achiote'],
    ['achuete', 'achiote'],
    ['tanglad', 'lemongrass'],
    ['langka', 'jackfruit'],
    ['laurel', 'bay leaves'],
    ['sili', 'chilli'],
    ['sampalok', 'tamarind'],
    ['pancit canton', 'egg noodles'],
    ['lumpia wrappers', 'gyoza wrappers'],
    ['escallion', 'spring onions'],
    ['yautia', 'taro'],
    ['tannia', 'taro'],
    ['guineo', 'plantain'],
    ['guineos', 'plantain'],
    ['maduros', 'plantain'],
    ['salchichon', 'salami'],
    ['induveca', 'salami'],
    ['pernil', 'pork shoulder'],
    ['maisena', 'cornflour'],
    ['manok', 'chicken'],
    ['hipon', 'prawns'],
    ['pusit', 'squid'],
    ['daing', 'dried fish'],
    ['tinapa', 'smoked mackerel'],
    // Gatas is milk: the coconut milk (gata) is one letter shorter, never its plural.
    ['gatas', 'milk'],
    ['gata', 'coconut milk'],
    ['kanin', 'cooked rice'],
    ['bigas', 'rice'],
    ['baboy', 'pork shoulder'],
    ['karne ng baka', 'stewing beef'],
    ['asin', 'salt'],
    ['paminta', 'black pepper'],
    ['asukal', 'sugar'],
    ['mantika', 'cooking oil'],
    ['harina', 'plain flour'],
    ['pipino', 'cucumber'],
    ['mangga', 'mango'],
    ['saba bananas', 'plantain'],
  ]
  it.each(cases)('"%s" is %s', (typed, id) => {
    expect(read(typed)).toEqual({ kind: 'known', id })
  })
})

describe('the short words do not take longer names that hold them', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['itlog na maalat', 'salted duck egg'],
    ['sili leaves', 'spinach'],
    ['siling labuyo', 'chilli'],
    ['batata', 'potatoes'],
    ['batata doce', 'sweet potato'],
    ['bonito', 'bonito'],
    ['smoked mackerel', 'smoked mackerel'],
    ['peppered mackerel', 'smoked mackerel'],
    ['mackerel', 'mackerel'],
    // Tuyo, the salted dried fish, is one letter from toyo: it is never read as soy sauce.
    ['tuyo', 'dried fish'],
    ['4 pcs tuyo', 'dried fish'],
    ['daing na bangus', 'milkfish'],
    // Mai fun is rice vermicelli, not the plural-less "mais" (sweetcorn).
    ['mai fun', 'rice noodles'],
  ]
  it.each(cases)('"%s" is %s', (typed, id) => {
    expect(read(typed).id).toBe(id)
  })
})

describe('malunggay is moringa leaves, a green of its own', () => {
  it.each(['malunggay', 'malunggay leaves', 'dahon ng malunggay', 'moringa leaves'])(
    '"%s" is moringa leaves',
    (typed) => {
      expect(read(typed)).toEqual({ kind: 'known', id: 'moringa leaves' })
    },
  )
  it('the pods are still the moringa vegetable', () => {
    expect(read('malunggay pods').id).toBe('moringa')
  })
})
