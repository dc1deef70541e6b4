import { describe, expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'

// How the families write things that are already cooked (leftover chicken, cooked pasta) and
// things too delicate to fry (silken tofu), read from lists a cook typed (cook's read 8).

const FRIDGE =
  'half a rotisserie chicken, 3 eggs, cheddar, wilting spinach, half a tub of creme fraiche, leftover cooked pasta, 1 leek, ketchup'

function items(list: string): string[] {
  return list.split(',').map((item) => item.trim())
}

function ideas(list: string, count = 3): string[] {
  return Array.from({ length: count }, (_, variant) => composeRecipe(items(list), { variant }))
}

describe('leftover cooked chicken is reheated until steaming hot', () => {
  test.each(ideas(FRIDGE).map((recipe, index) => [index, recipe] as const))(
    'idea %i',
    (_index, recipe) => {
      expect(recipe).toMatch(/rotisserie chicken[^.]*steaming hot throughout/i)
      expect(recipe).not.toMatch(/rotisserie chicken and [^.]*warm through for a minute/i)
    },
  )
})

describe('leftover cooked pasta is reheated in the pan, never boiled again', () => {
  test('the fridge list', () => {
    const recipe = ideas(FRIDGE, 1)[0] ?? ''
    expect(recipe).toMatch(/Cooked pasta/)
    expect(recipe).not.toMatch(/cook the cooked pasta in the boiling water/i)
    expect(recipe).not.toMatch(/pasta water|well-salted water to the boil/i)
    expect(recipe).toMatch(/cooked pasta into the pan[^.]*steaming hot throughout/i)
  })
  test('dry pasta is still boiled', () => {
    // This list is a chicken pesto pasta now (issue 18, v18b): the classic boils the penne too.
    const recipe = composeRecipe(items('penne, chicken breast, spinach, pesto'))
    expect(recipe).toMatch(
      /boiling water until al dente|Add the penne and cook for as long as the packet says/,
    )
    expect(recipe).not.toMatch(/steaming hot throughout/i)
  })
})

describe('silken tofu is never stir-fried or fried golden', () => {
  test.each([
    'short grain rice, dashi granules, white miso, silken tofu, wakame, spring onions, 2 salmon fillets, mirin, sake',
    'silken tofu, peppers, mangetout, soy sauce, rice',
    'soft tofu, coconut milk, curry paste, aubergine',
  ])('%s', (list) => {
    for (const recipe of ideas(list)) {
      expect(recipe).not.toMatch(/(stir-fry|fry|brown|roast)[^.]*tofu[^.]*(golden|crisp)/i)
      expect(recipe).not.toMatch(/stir-fry the (silken )?tofu/i)
    }
  })
  test('firm tofu still stir-fries', () => {
    expect(composeRecipe(items('firm tofu, peppers, mangetout, soy sauce, rice'))).toMatch(
      /fry[^.]*tofu/i,
    )
  })
})

describe('feijoada keeps the bean liquor', () => {
  test('dried black beans', () => {
    const recipe = ideas(
      'black beans (feijao preto) dried 1kg, chorizo, smoked pork ribs, bacon, farofa mix, collard greens, oranges, garlic, cassava root',
      1,
    )[0]
    expect(recipe).toMatch(/^## Feijoada/)
    expect(recipe).not.toMatch(/Drain and rinse the black beans/)
    // The visitor named the beans twice; “feijão preto” is now read as black beans too, and
    // the recipe may call them by either of the visitor's names: the liquor is what matters.
    expect(recipe).toMatch(/(?:black beans|feijao preto) with their liquid/)
  })
})

describe("the cook's obvious dish is offered", () => {
  test('ghormeh sabzi for chicken thighs, herbs, kidney beans and dried limes', () => {
    const recipe = ideas(
      'basmati rice 2 cups, saffron, 4 chicken thighs, dried limes (limoo omani), kidney beans dried, fresh herbs (parsley coriander fenugreek), 1 onion, turmeric',
      1,
    )[0]
    expect(recipe).toMatch(/^## Ghormeh Sabzi/)
    expect(recipe).toMatch(/boil hard for at least 10 minutes/)
  })
  test('feijão tropeiro among the ideas for beans, bacon and farofa', () => {
    const titles = ideas(
      'black beans (feijao preto) dried 1kg, chorizo, smoked pork ribs, bacon, farofa mix, collard greens, oranges, garlic, cassava root',
    ).map((recipe) => recipe.split('\n')[0])
    expect(titles).toContain('## Feijao Tropeiro')
  })
})

describe('template text fits the dish it is in', () => {
  test('pepper soup gives one time, for the meat it has', () => {
    const goat = ideas('goat meat, scotch bonnet, onion, ginger, garlic', 1)[0]
    expect(goat).toMatch(/^## Goat Pepper Soup/)
    expect(goat).not.toMatch(/for chicken/)
    const chicken = ideas('chicken drumsticks, scotch bonnet, onion, ginger, garlic', 1)[0]
    expect(chicken).toMatch(/^## Chicken Pepper Soup/)
    expect(chicken).not.toMatch(/goat|lamb|beef/i)
  })
  test('a chunky soup names what it mashes, and never mashes the chicken', () => {
    for (const list of [
      'chicken thighs, kidney beans, turmeric, onion',
      'chicken thighs, kale, onion, carrots, chicken stock',
      'chicken breast, spinach, chicken stock, garlic',
    ]) {
      for (const recipe of ideas(list)) {
        expect(recipe).not.toMatch(/Mash a few pieces against/)
        expect(recipe).not.toMatch(/Mash a few pieces of [^.]*chicken/)
      }
    }
  })
  test('"properly spiced" only with a blend or several spices', () => {
    const recipe = ideas('chicken thighs, kidney beans, turmeric, onion', 1)[0]
    expect(recipe).toMatch(/Curry/)
    expect(recipe).not.toMatch(/Properly spiced/)
  })
  test('chicken tenders made with thighs do not promise breast', () => {
    expect(
      ideas('chicken thighs, breadcrumbs, egg, plain flour, paprika', 3).join('\n'),
    ).not.toMatch(/Strips of chicken breast/)
  })
})

describe('silken tofu has dishes made for it', () => {
  test('yudofu and hiyayakko', () => {
    expect(ideas('silken tofu, kombu, spring onions, soy sauce', 1)[0]).toMatch(/^## Yudofu/)
    expect(ideas('silken tofu, soy sauce, spring onions, ginger', 1)[0]).toMatch(/^## Hiyayakko/)
  })
  test('dried shiitake are soaked even when the kombu sits in cold water', () => {
    const titles = ideas('dried shiitake, white miso, silken tofu, wakame, spring onion, kombu')
    const yudofu = titles.find((recipe) => recipe.startsWith('## Yudofu')) ?? ''
    expect(yudofu).toMatch(/dried shiitake in a bowl, cover with boiling water/)
  })
})
