// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readIngredientLine, type Quantity } from './read-ingredient-line.ts'
import { unitOfWord, type MeasureUnit } from './measure-units.ts'

// The offline chef's own lines: every ingredient line of docs/sample-recipes.md and of
// `scripts/chef-preview.ts` run on ten lists, read with the page's recipe reader.
const CHEF_LINES = readFileSync(new URL('./fixtures/chef-lines.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')

type Expected = [
  line: string,
  quantity: Quantity | undefined,
  unit: MeasureUnit | undefined,
  ingredient: string,
  note?: string,
]

// Lines written the ways AI models (and recipe sites) write them.
const AI_LINES: Expected[] = [
  ['1 (400g) tin chopped tomatoes', 1, 'tin', 'chopped tomatoes'],
  ['2–3 tbsp olive oil', { min: 2, max: 3 }, 'tbsp', 'olive oil'],
  ['½ cup (120 ml) milk', 0.5, 'cup', 'milk'],
  ['salt to taste', undefined, undefined, 'salt', 'to taste'],
  ['a pinch of saffron', 1, 'pinch', 'saffron'],
  ['1½ lb chicken thighs', 1.5, 'lb', 'chicken thighs'],
  ['3-4 cloves garlic, minced', { min: 3, max: 4 }, 'clove', 'garlic', 'minced'],
  ['Juice of 1 lemon', 1, '', 'lemon', 'juice'],
  ['Zest and juice of 2 limes', 2, '', 'limes', 'zest and juice'],
  ['200g spaghetti', 200, 'g', 'spaghetti'],
  ['200 g spaghetti', 200, 'g', 'spaghetti'],
  ['2 eggs', 2, '', 'eggs'],
  ['2 large eggs, beaten', 2, '', 'large eggs', 'beaten'],
  ['1 onion, finely chopped', 1, '', 'onion', 'finely chopped'],
  ['1 large onion, diced', 1, '', 'large onion', 'diced'],
  ['400 ml coconut milk', 400, 'ml', 'coconut milk'],
  ['1 (400 ml) can coconut milk', 1, 'can', 'coconut milk'],
  ['2 x 400g tins chickpeas, drained', 2, 'tin', 'chickpeas', 'drained'],
  ['2 × 400 g cans black beans, rinsed', 2, 'can', 'black beans', 'rinsed'],
  ['1 tin (400g) coconut milk', 1, 'tin', 'coconut milk'],
  ['2 tins (400g each) chickpeas', 2, 'tin', 'chickpeas'],
  ['1/2 tsp salt', 0.5, 'tsp', 'salt'],
  ['1 1/2 cups plain flour', 1.5, 'cup', 'plain flour'],
  ['1 ½ cups rice', 1.5, 'cup', 'rice'],
  ['¾ cup sugar', 0.75, 'cup', 'sugar'],
  ['⅓ cup honey', 1 / 3, 'cup', 'honey'],
  ['¼ tsp cayenne pepper', 0.25, 'tsp', 'cayenne pepper'],
  ['1.5 kg potatoes, peeled', 1.5, 'kg', 'potatoes', 'peeled'],
  ['1,5 kg potatoes', 1.5, 'kg', 'potatoes'],
  ['3 tablespoons butter', 3, 'tbsp', 'butter'],
  ['2 Tbsp. soy sauce', 2, 'tbsp', 'soy sauce'],
  ['1 tsp. ground cumin', 1, 'tsp', 'ground cumin'],
  ['2 teaspoons smoked paprika', 2, 'tsp', 'smoked paprika'],
  ['1 cup flour (125 g)', 1, 'cup', 'flour'],
  ['2 garlic cloves, crushed', 2, '', 'garlic cloves', 'crushed'],
  ['4 cloves garlic', 4, 'clove', 'garlic'],
  ['1 clove garlic, grated', 1, 'clove', 'garlic', 'grated'],
  ['200g/7oz butter, softened', 200, 'g', 'butter', 'softened'],
  ['**2 cups** flour', 2, 'cup', 'flour'],
  ['Chicken thighs (about 500 g)', 500, 'g', 'Chicken thighs'],
  ['half an onion', 0.5, '', 'onion'],
  ['Half a lemon', 0.5, '', 'lemon'],
  ['1 tsp salt, or to taste', 1, 'tsp', 'salt', 'or to taste'],
  ['Olive oil, for frying', undefined, undefined, 'Olive oil', 'for frying'],
  ['Salt and pepper', undefined, undefined, 'Salt and pepper'],
  [
    'Salt and freshly ground black pepper, to taste',
    undefined,
    undefined,
    'Salt and freshly ground black pepper',
    'to taste',
  ],
  ['Fresh coriander, to serve', undefined, undefined, 'Fresh coriander', 'to serve'],
  ['A handful of fresh basil leaves', 1, 'handful', 'fresh basil leaves'],
  ['a knob of butter', 1, 'knob', 'butter'],
  ['a dash of Worcestershire sauce', 1, 'dash', 'Worcestershire sauce'],
  ['a few sprigs of thyme', undefined, undefined, 'a few sprigs of thyme'],
  ['2 sprigs rosemary', 2, 'sprig', 'rosemary'],
  ['6 rashers streaky bacon', 6, 'rasher', 'streaky bacon'],
  ['4 slices bread', 4, 'slice', 'bread'],
  ['2 salmon fillets', 2, '', 'salmon fillets'],
  ['2 fillets of cod', 2, 'fillet', 'cod'],
  ['1 bunch spring onions, sliced', 1, 'bunch', 'spring onions', 'sliced'],
  ['1 head of broccoli', 1, 'head', 'broccoli'],
  ['1 litre chicken stock', 1, 'l', 'chicken stock'],
  ['500ml vegetable stock', 500, 'ml', 'vegetable stock'],
  ['1 l water', 1, 'l', 'water'],
  ['250 ml double cream', 250, 'ml', 'double cream'],
  ['8 fl oz milk', 8, 'fl oz', 'milk'],
  ['1 pint milk', 1, 'pint', 'milk'],
  ['14 oz canned tomatoes', 14, 'oz', 'canned tomatoes'],
  ['1 lb ground beef', 1, 'lb', 'ground beef'],
  ['2 lbs chicken wings', 2, 'lb', 'chicken wings'],
  ['8 ounces cream cheese, softened', 8, 'oz', 'cream cheese', 'softened'],
  ['1 kg chicken thighs, boneless', 1, 'kg', 'chicken thighs', 'boneless'],
  ['2-3 carrots, chopped', { min: 2, max: 3 }, '', 'carrots', 'chopped'],
  ['2 to 3 tbsp honey', { min: 2, max: 3 }, 'tbsp', 'honey'],
  ['1–2 red chillies, deseeded', { min: 1, max: 2 }, '', 'red chillies', 'deseeded'],
  ['1 tbsp olive oil', 1, 'tbsp', 'olive oil'],
  ['2 tbsp tomato purée', 2, 'tbsp', 'tomato purée'],
  ['1 tbsp fresh ginger, grated', 1, 'tbsp', 'fresh ginger', 'grated'],
  ['3 medium potatoes', 3, '', 'medium potatoes'],
  ['two onions', 2, '', 'onions'],
  ['three cloves of garlic', 3, 'clove', 'garlic'],
  ['a couple of bay leaves', 2, '', 'bay leaves'],
  ['about 300 g mushrooms, sliced', 300, 'g', 'mushrooms', 'sliced'],
  ['100g (1 cup) grated cheddar', 100, 'g', 'grated cheddar'],
  ['150 g (5 oz) feta, crumbled', 150, 'g', 'feta', 'crumbled'],
  ['1 cup (240 ml) water', 1, 'cup', 'water'],
  ['1 cup cooked rice', 1, 'cup', 'cooked rice'],
  ['2 cups baby spinach', 2, 'cup', 'baby spinach'],
  ['1 tsp baking powder', 1, 'tsp', 'baking powder'],
  ['1 teaspoon vanilla extract', 1, 'tsp', 'vanilla extract'],
  ['3 eggs, beaten', 3, '', 'eggs', 'beaten'],
  ['1 egg yolk', 1, '', 'egg yolk'],
  ['Pinch of salt', undefined, undefined, 'Pinch of salt'],
  ['Black pepper — to taste', undefined, undefined, 'Black pepper', 'to taste'],
  ['Olive oil: 2 tbsp', 2, 'tbsp', 'Olive oil'],
  ['Spaghetti — 200 g', 200, 'g', 'Spaghetti'],
  ['1 (15 oz) can chickpeas, drained and rinsed', 1, 'can', 'chickpeas', 'drained and rinsed'],
  ['1 x 400g tin chopped tomatoes', 1, 'tin', 'chopped tomatoes'],
  ['2 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes'],
  ['½ lemon, juiced', 0.5, '', 'lemon', 'juiced'],
  ['1 lime, cut into wedges', 1, '', 'lime', 'cut into wedges'],
  [
    '50g parmesan, finely grated, plus extra to serve',
    50,
    'g',
    'parmesan',
    'finely grated, plus extra to serve',
  ],
  ['10 minutes of patience', undefined, undefined, '10 minutes of patience'],
  ['1 tbsp + 1 tsp sugar', 1, 'tbsp', '+ 1 tsp sugar'],
]

// The amount the chef wrote after its dash, read by a rule of its own: "600 g", "1½ tbsp", "½".
function chefAmount(line: string): { quantity: number; unit: MeasureUnit } | undefined {
  const written = /— (\d*)(½|¼|¾)?(?: (\w+))?/.exec(line)
  if (written === null || (written[1] === '' && written[2] === undefined)) return undefined
  const fraction = { '½': 0.5, '¼': 0.25, '¾': 0.75 }[written[2] ?? ''] ?? 0
  const unit = written[3] === undefined || written[3] === 'extra' ? '' : unitOfWord(written[3])
  if (unit === undefined) return undefined
  return { quantity: Number(written[1] || 0) + fraction, unit }
}

describe('readIngredientLine', () => {
  it('reads enough lines to count (the brief asks for at least 200)', () => {
    expect(CHEF_LINES.length + AI_LINES.length).toBeGreaterThanOrEqual(300)
  })

  it.each(AI_LINES)('reads %j', (line, quantity, unit, ingredient, note) => {
    const read = readIngredientLine(line)
    expect(read.quantity).toEqual(quantity)
    expect(read.unit).toBe(unit)
    expect(read.ingredient).toBe(ingredient)
    if (note !== undefined) expect(read.note).toBe(note)
  })

  it.each(CHEF_LINES)("reads the offline chef's %j", (line) => {
    const read = readIngredientLine(line)
    expect(read.ingredient).toBe(line.slice(0, line.indexOf(' — ')))
    const amount = chefAmount(line)
    if (amount === undefined) {
      expect(read.amounts.filter((span) => span.role === 'amount').length).toBeLessThanOrEqual(1)
      if (/— (?:to taste|for |as needed|to serve)/.test(line)) expect(read.toTaste).toBe(true)
      return
    }
    expect(read.quantity).toBeCloseTo(amount.quantity)
    expect(read.unit).toBe(amount.unit)
    const main = read.amounts.find((span) => span.role === 'amount')
    expect(main && line.slice(main.start, main.end)).toMatch(/^[\d½¼¾]/)
  })

  it("finds the chef's lexicon entry for nearly every line the offline chef writes", () => {
    const unknown = CHEF_LINES.filter((line) => readIngredientLine(line).entryId === undefined)
    expect(unknown.length / CHEF_LINES.length).toBeLessThan(0.05)
  })

  it('gives the spans of the amounts, so a scaled line can be written back in place', () => {
    const line = '1 (400g) tin chopped tomatoes'
    const spans = readIngredientLine(line).amounts.map((span) => [
      span.role,
      line.slice(span.start, span.end),
    ])
    expect(spans).toEqual([
      ['amount', '1'],
      ['size', '400g'],
    ])
    const milk = '½ cup (120 ml) milk'
    expect(
      readIngredientLine(milk).amounts.map((span) => [span.role, milk.slice(span.start, span.end)]),
    ).toEqual([
      ['amount', '½ cup'],
      ['equivalent', '120 ml'],
    ])
  })

  it('names the lexicon entry with the chef’s own reading of names', () => {
    expect(readIngredientLine('1 (400g) tin chopped tomatoes').entryId).toBe('canned tomatoes')
    expect(readIngredientLine('3-4 cloves garlic, minced').entryId).toBe('garlic')
    expect(readIngredientLine('a pinch of saffron').entryId).toBe('saffron')
    expect(readIngredientLine('a few sprigs of thyme').quantity).toBeUndefined()
    // a name ending in the letters of a range word keeps them: potato is not 'pota' + 'to'
    expect(readIngredientLine('Sweet potato — 1').entryId).toBe('sweet potato')
    expect(readIngredientLine('Tomato — 2').ingredient).toBe('Tomato')
  })

  it('never throws, whatever the line', () => {
    for (const line of [
      '',
      '   ',
      '—',
      '(',
      '1 (',
      '½½½',
      'x'.repeat(5000),
      '1 x',
      '2 – ',
      'of 3',
    ]) {
      expect(() => readIngredientLine(line)).not.toThrow()
    }
  })
})
