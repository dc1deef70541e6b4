import type { Row } from '../lexicon-types.ts'

// Ingredients the bakes-puddings classics need that the core rows lacked.
// prettier-ignore
export const BAKES_PUDDINGS_ROWS: readonly Row[] = [
  ['sponge fingers', 'sweet-treat', '4', 'sponge finger|ladyfingers|ladyfinger|lady fingers|savoiardi|boudoir biscuits|trifle sponges|trifle sponge|trifle sponge fingers', 'sweet gluten animal'],
  ['meringue', 'sweet-treat', '1', 'meringue nests|meringue nest|meringue shells|meringue kisses|pavlova base|pavlova nests', 'sweet animal'],
  ['clotted cream', 'dairy', '1 tbsp', 'cornish clotted cream|devon cream|kajmak|kaymak|kaimak', 'cream'],
  ['brandy', 'drink', '1 tbsp', 'cognac|calvados|armagnac|apple brandy|rum|dark rum|white rum|spiced rum|amaretto|coffee liqueur|kahlua|tia maria|orange liqueur|cointreau|grand marnier|whisky|whiskey|bourbon', ''],
]
