import type { Row } from '../lexicon-types.ts'

// Foods a cook's read of Korean and Niger Delta home lists found lost or swapped: perilla seed
// powder was read as sunflower seeds and perilla leaves as salad leaves (gamjatang lost both),
// pork neck bones as a shoulder joint, and palm nut concentrate as mixed nuts (a tree-nut warning
// on a food with no nut in it) or "palm nut cream" as dairy cream (banga soup lost its base).
// Dried soybeans were edamame, a green vegetable cooked in minutes: they are a hard bean.
// prettier-ignore
export const PORK_BONE_AND_PALM_NUT_ROWS: readonly Row[] = [
  ['perilla seed powder', 'nut-seed', '2 tbsp', 'perilla powder|ground perilla seeds|perilla seeds|perilla seed|deulkkae garu|deulkkaegaru|deulkkae', 'asian'],
  ['perilla leaves', 'herb', '4', 'perilla leaf|kkaennip|kkaenip|ggaennip|sesame leaves|korean sesame leaves|shiso|shiso leaves', 'asian'],
  ['pork neck bones', 'meat', '500 g', 'pork neck bone|pork bones|pork backbone|pork spine|pork spine bones|neck bones|pork soup bones|espinazo de cerdo|espinazo|espinazo de puerco|costillas de espinazo|hueso de puerco|huesos de cerdo|espinhaço de porco', 'slow'],
  ['dried soybeans', 'legume', '60 g', 'dry soybeans|dried soy beans|dried soya beans|dry soya beans|yellow soybeans|dried yellow soybeans|white soybeans|meju beans', 'asian plant-protein'],
  ['palm nut concentrate', 'sauce', '200 g', 'palm nut cream|palmnut cream|palm cream|palm fruit concentrate|palm fruit cream|palm nut soup base|palm soup base|cream of palm fruit|sauce graine|palmnut concentrate|palm nut pulp|palm butter|moambe|mwambe|nyembwe|moambe paste|moambe sauce|sauce moambe|palm nut sauce|palm butter sauce', ''],
]
