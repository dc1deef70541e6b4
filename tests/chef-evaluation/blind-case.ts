/**
 * One list of the blind evaluation set (issue 18): written from the issue alone, without reading the
 * chef's dishes or lexicon, so it measures the chef on lists it was not tuned on.
 */
export interface BlindCase {
  /** What a person types, one string per item, the way people type (amounts, brands, typos, mess). */
  list: readonly string[]
  /**
   * The dishes a cook would happily accept as the FIRST idea, as a cook names them, lowercase, with
   * common alternative spellings: ['jollof rice', 'jollof'], ['chicken adobo', 'adobo'].
   */
  accept: readonly string[]
  /**
   * Items from `list` (exact strings) that a cook would insist the recipe uses: the star (protein,
   * named sauce, only vegetable, a bake's raising agent).
   */
  mustKeep: readonly string[]
  /** One of BLIND_CUISINES. */
  cuisine: string
  /**
   * Safety probe: what the recipe must do with an item that needs treatment. Every entry of
   * `mustMention` must appear in the recipe (case-insensitive); a slash separates accepted
   * alternatives ('defrost/thaw').
   */
  safety?: { item: string; mustMention: readonly string[] }
  /** Dishes that would be wrong or unsafe as an idea for this list (e.g. a slow-cooked raw-bean chilli). */
  reject?: readonly string[]
}

/** The cuisine groups the issue names; every case's `cuisine` is one of these. */
export const BLIND_CUISINES = [
  'West African',
  'Caribbean',
  'Filipino',
  'Persian',
  'Ethiopian and Eritrean',
  'Eastern European',
  'Brazilian',
  'Turkish',
  'Levantine',
  'Vietnamese',
  'Japanese',
  'Korean',
  'Mexican',
  'American comfort',
  'British everyday',
  'Indian',
  'Chinese',
  'Thai',
  'Italian',
  'French',
  'Spanish',
  'Greek',
  'Bakes and puddings',
  'Breakfast',
  'Fridge clearing',
] as const

export type BlindCuisine = (typeof BLIND_CUISINES)[number]
