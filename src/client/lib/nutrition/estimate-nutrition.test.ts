import { expect, test } from 'vitest'
import { estimateNutrition } from './estimate-nutrition.ts'
import { FOOD_FIGURES } from './food-figures.ts'

// The figures per 100 g these examples use, as food-figures.ts holds them (SR Legacy):
//                         kcal  protein fat     sat     carb   sugars fibre salt
// cauliflower 11135        25   1.92    0.28    0.13    4.97   1.91   2     0.075
// cheddar     01009       404   22.87   33.31   18.867  3.09   0.48   0     1.633
// milk        01077        61   3.15    3.25    1.865   4.8    5.05   0     0.108
// butter      01001       717   0.85    81.11   51.368  0.06   0.06   0     1.608
// plain flour 20081       364   10.33   0.98    0.155   76.31  0.27   2.7   0.005
// canned tom. 11531        16   0.79    0.25    0.034   3.47   2.55   1.9   0.288
// olive oil   04053       884   0       100     13.808  0      0      0     0.005
// onion       11282        40   1.1     0.1     0.042   9.34   4.24   1.7   0.01
// spaghetti   20120       371   13.04   1.51    0.277   74.67  2.67   3.2   0.015
// egg         01123       143   12.56   9.51    3.126   0.72   0.37   0     0.355
// garlic      11215       149   6.36    0.5     0.089   33.06  1      2.1   0.043
test('the figures these examples are worked with are the ones in the data', () => {
  expect(FOOD_FIGURES.cauliflower?.[2]).toEqual([25, 1.92, 0.28, 0.13, 4.97, 1.91, 2, 0.075])
  expect(FOOD_FIGURES.cheddar?.[2]).toEqual([404, 22.87, 33.31, 18.867, 3.09, 0.48, 0, 1.633])
  expect(FOOD_FIGURES.milk?.[2]).toEqual([61, 3.15, 3.25, 1.865, 4.8, 5.05, 0, 0.108])
  expect(FOOD_FIGURES.butter?.[2]).toEqual([717, 0.85, 81.11, 51.368, 0.06, 0.06, 0, 1.608])
  expect(FOOD_FIGURES['plain flour']?.[2]).toEqual([
    364, 10.33, 0.98, 0.155, 76.31, 0.27, 2.7, 0.005,
  ])
  expect(FOOD_FIGURES['canned tomatoes']?.[2]).toEqual([
    16, 0.79, 0.25, 0.034, 3.47, 2.55, 1.9, 0.288,
  ])
  expect(FOOD_FIGURES['olive oil']?.[2]).toEqual([884, 0, 100, 13.808, 0, 0, 0, 0.005])
  expect(FOOD_FIGURES.onion?.[2]).toEqual([40, 1.1, 0.1, 0.042, 9.34, 4.24, 1.7, 0.01])
  expect(FOOD_FIGURES.spaghetti?.[2]).toEqual([371, 13.04, 1.51, 0.277, 74.67, 2.67, 3.2, 0.015])
  expect(FOOD_FIGURES.egg?.[2]).toEqual([143, 12.56, 9.51, 3.126, 0.72, 0.37, 0, 0.355])
  expect(FOOD_FIGURES.garlic?.[2]).toEqual([149, 6.36, 0.5, 0.089, 33.06, 1, 2.1, 0.043])
})

test('worked example 1: the chef’s cauliflower cheese, serves 2', () => {
  const estimate = estimateNutrition(
    [
      'Cauliflower — 600 g',
      'Mature cheddar — 125 g',
      'Milk — 400 ml',
      'Butter — 40 g',
      'Plain flour — 3 tbsp',
      'Salt — to taste',
      'Water — for boiling',
    ],
    2,
  )
  // Grams: cauliflower 600; cheddar 125; milk 400 ml × 1.03 g/ml = 412; butter 40;
  // flour 3 tbsp = 45 ml × 0.53 g/ml = 23.85.
  expect(estimate.counted.map((line) => Math.round(line.grams * 100) / 100)).toEqual([
    600, 125, 412, 40, 23.85,
  ])
  // kcal: 25×6 + 404×1.25 + 61×4.12 + 717×0.4 + 364×0.2385
  //     = 150 + 505 + 251.32 + 286.8 + 86.814 = 1279.934; ÷ 2 = 639.967
  expect(estimate.perServing.energyKcal).toBeCloseTo(639.967, 2)
  // protein: 1.92×6 + 22.87×1.25 + 3.15×4.12 + 0.85×0.4 + 10.33×0.2385
  //        = 11.52 + 28.5875 + 12.978 + 0.34 + 2.463705 = 55.889205; ÷ 2 = 27.9446
  expect(estimate.perServing.protein).toBeCloseTo(27.9446, 3)
  // fat: 0.28×6 + 33.31×1.25 + 3.25×4.12 + 81.11×0.4 + 0.98×0.2385
  //    = 1.68 + 41.6375 + 13.39 + 32.444 + 0.23373 = 89.38523; ÷ 2 = 44.6926
  expect(estimate.perServing.fat).toBeCloseTo(44.6926, 3)
  // saturates: 0.13×6 + 18.867×1.25 + 1.865×4.12 + 51.368×0.4 + 0.155×0.2385
  //          = 0.78 + 23.58375 + 7.6838 + 20.5472 + 0.0369675 = 52.6317; ÷ 2 = 26.3159
  expect(estimate.perServing.saturates).toBeCloseTo(26.3159, 3)
  // salt: 0.075×6 + 1.633×1.25 + 0.108×4.12 + 1.608×0.4 + 0.005×0.2385
  //     = 0.45 + 2.04125 + 0.44496 + 0.6432 + 0.0011925 = 3.5806; ÷ 2 = 1.7903
  expect(estimate.perServing.salt).toBeCloseTo(1.7903, 3)
  // Salt "to taste" has no amount: listed, never guessed. Water has no nutrients: not listed.
  expect(estimate.notCounted).toEqual([{ line: 'Salt — to taste', reason: 'no-amount' }])
})

test('worked example 2: an AI’s lines (tins, a spoon range written plainly, a whole onion), serves 4', () => {
  const estimate = estimateNutrition(
    [
      '2 x 400g tins chopped tomatoes',
      '2 tbsp olive oil',
      '1 onion, chopped',
      '300 g spaghetti',
      'Salt and pepper to taste',
    ],
    4,
  )
  // Grams: tins 2 × 400 = 800; oil 2 tbsp = 30 ml × 0.91 g/ml = 27.3; one onion 110; pasta 300.
  expect(estimate.counted.map((line) => Math.round(line.grams * 100) / 100)).toEqual([
    800, 27.3, 110, 300,
  ])
  // kcal: 16×8 + 884×0.273 + 40×1.1 + 371×3 = 128 + 241.332 + 44 + 1113 = 1526.332; ÷ 4
  expect(estimate.perServing.energyKcal).toBeCloseTo(381.583, 2)
  // carbohydrate: 3.47×8 + 0 + 9.34×1.1 + 74.67×3 = 27.76 + 10.274 + 224.01 = 262.044; ÷ 4
  expect(estimate.perServing.carbohydrate).toBeCloseTo(65.511, 3)
  // fat: 0.25×8 + 100×0.273 + 0.1×1.1 + 1.51×3 = 2 + 27.3 + 0.11 + 4.53 = 33.94; ÷ 4
  expect(estimate.perServing.fat).toBeCloseTo(8.485, 3)
  // salt: 0.288×8 + 0.005×0.273 + 0.01×1.1 + 0.015×3 = 2.304 + 0.001365 + 0.011 + 0.045; ÷ 4
  expect(estimate.perServing.salt).toBeCloseTo(0.59034, 4)
  expect(estimate.notCounted).toEqual([{ line: 'Salt and pepper to taste', reason: 'no-amount' }])
})

test('worked example 3: counted pieces, and the lines it cannot count said with their reasons', () => {
  const estimate = estimateNutrition(
    [
      'Egg — 2',
      'Garlic — 2 cloves',
      'Garam masala — 1 tsp',
      '1 bunch coriander',
      'Unobtainium — 5 g',
    ],
    1,
  )
  // Eggs at 50 g each (the reader's weights) = 100 g; a clove of garlic 3 g, so 6 g.
  // kcal: 143×1 + 149×0.06 = 143 + 8.94 = 151.94; protein: 12.56 + 6.36×0.06 = 12.9416
  expect(estimate.perServing.energyKcal).toBeCloseTo(151.94, 2)
  expect(estimate.perServing.protein).toBeCloseTo(12.9416, 3)
  // fibre: 0 + 2.1×0.06 = 0.126
  expect(estimate.perServing.fibre).toBeCloseTo(0.126, 3)
  expect(estimate.notCounted).toEqual([
    // Garam masala is a blend: no SR Legacy food is honestly the same thing.
    { line: 'Garam masala — 1 tsp', reason: 'no-figures' },
    // A bunch weighs what the shop says: no weight to count.
    { line: '1 bunch coriander', reason: 'no-weight' },
    { line: 'Unobtainium — 5 g', reason: 'no-figures' },
  ])
  expect(estimate.counted.map((line) => line.ndb)).toEqual(['01123', '11215'])
})

test('per serving follows the servings: twice the amounts for twice the people is the same each', () => {
  const two = estimateNutrition(['Spaghetti — 200 g', 'Butter — 20 g'], 2)
  const four = estimateNutrition(['Spaghetti — 400 g', 'Butter — 40 g'], 4)
  expect(four.perServing.energyKcal).toBeCloseTo(two.perServing.energyKcal, 6)
  // The same amounts shared by more people is less each.
  const shared = estimateNutrition(['Spaghetti — 200 g', 'Butter — 20 g'], 4)
  expect(shared.perServing.energyKcal).toBeCloseTo(two.perServing.energyKcal / 2, 6)
})
