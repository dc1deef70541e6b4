import type { Course } from '../families/dish-types.ts'
import type { DishTreatments } from '../model/treatment-id.ts'
import type { TortillaKind } from '../model/candidate.ts'

// A classic is a real dish a home cook knows (cauliflower cheese, dal, bibimbap), written out by
// hand as data: what it is made of, how much, and a method a cook would sign. The chef tries the
// classics first and composes a dish from its family templates only when no classic fits.

export type Cuisine =
  | 'british'
  | 'irish'
  | 'american'
  | 'italian'
  | 'french'
  | 'spanish'
  | 'greek'
  | 'indian'
  | 'chinese'
  | 'japanese'
  | 'korean'
  | 'thai'
  | 'vietnamese'
  | 'mexican'
  | 'middle-eastern'
  | 'north-african'
  | 'caribbean'
  | 'west-african'
  | 'ethiopian'
  | 'brazilian'
  | 'nordic'
  | 'malaysian'
  | 'international'
  | 'filipino'
  | 'persian'
  | 'turkish'
  | 'eastern-european'
  | 'georgian'
  | 'indonesian'
  | 'peruvian'
  | 'portuguese'
  | 'cuban'
  | 'argentinian'
  | 'burmese'
  | 'venezuelan'
  | 'colombian'
  | 'german'
  | 'dutch'
  | 'east-african'
  | 'south-african'
  | 'chilean'
  | 'pacific'

/**
 * - `essential`: the dish is only offered when the visitor has it (any of `accepts`). These are
 *   what make the dish itself: the cauliflower and the cheese of a cauliflower cheese.
 * - `usual`: part of the dish; used when the visitor has it, otherwise bought as an extra (the
 *   first of `accepts`), and a recipe never needs more than four extras in all.
 * - `optional`: used only when the visitor has it; the method's `[…]` text about it drops out
 *   otherwise.
 * - `pantry`: salt, pepper, cooking oil or water, which every kitchen is assumed to have: listed,
 *   never counted as an extra.
 */
export type Ripeness = 'green' | 'ripe'

export type Need = 'essential' | 'usual' | 'optional' | 'pantry'

export interface ClassicIngredient {
  /** The name the method uses for it, in braces: `{cheese}`. Lower case, letters and dashes. */
  key: string
  /**
   * What fills this place, best first: lexicon ids ("cheddar"), or `#category` ("#fish") or
   * `@tag` ("@quick-veg") for any lexicon entry of that category or tag. When the visitor has
   * none of them, a `usual` ingredient is bought as the first plain id in this list.
   */
  accepts: readonly string[]
  need: Need
  /**
   * For one serving ("150 g", "1", "0.5 tin", "2 clove", "1 tbsp"): a number, then optionally one
   * of the lexicon's units. Or, instead, words shown as they are: "to taste", "to serve",
   * "a pinch", "for frying". For a dish with `batch`, the amount for the whole batch.
   */
  amount: string
  /**
   * Up to this many of the visitor's items fill this place (default 1), sharing the amount:
   * "the broccoli, peppers and carrots" of a stir-fry.
   */
  takes?: number
  /**
   * The place's tofu is fried, seared or stir-fried: silken (soft) tofu, which falls apart in a
   * hot pan, never fills it.
   */
  firm?: boolean
  /**
   * The plantain (or cooking banana) the place is written for: green plantain boils, mashes and
   * fries crisp (tostones, mofongo, porridge); ripe plantain is sweet and caramelises (dodo,
   * kelewele, maduros). A visitor's plantain said to be the other kind ("ripe plantains" for
   * tostones) never fills it; plain "plantains" fill either.
   */
  ripeness?: Ripeness
  /**
   * The kind of tortilla the place is written for: corn tortillas are dipped in a sauce or fried
   * crisp (enfrijoladas, enchiladas, chilaquiles), flour ones folded soft round a filling
   * (baleadas). Tortillas said to be the other kind never fill it; plain "tortillas" fill either.
   */
  tortilla?: TortillaKind
  /**
   * Keys of other places that stand in for this `usual` one: when the visitor's own food fills
   * any of them, this place is not bought (it is still used when the visitor has it). The smoked
   * fish and dried shrimp of an okra soup are its protein: a cook's read found 300 g of stewing
   * beef bought beside them. The method names the place only inside `[…]` parts.
   */
  boughtUnless?: readonly string[]
  /**
   * Minutes of the dish's time that are this place's own cooking, taken off when it is left
   * unfilled and unbought (`boughtUnless`, or an `optional` place): an okra soup of smoked fish
   * skips the beef's 45 minutes' simmer, a tortellini in brodo of bought stock the capon's 3 hours.
   */
  ownMinutes?: number
  /**
   * The place's beans are soaked and ground raw (falafel, akara, moi-moi): tinned ones, cooked
   * already, make a soft paste that falls apart, so no note sends a visitor's tin here (a cook's
   * read found canned chickpeas said to "suit Falafel"). A visitor's tin still fills it.
   */
  groundRaw?: true
  /**
   * The place's beans are bought dry unless the visitor says tinned, canned or cooked: the dish is
   * made from the dry bag (Boston baked beans, baked for hours; a `groundRaw` place is bought dry
   * too), so a visitor's plain "navy beans" are soaked and boiled by their treatment, never three
   * tins drained. Leave it off where tins are as usual (a chili, a quick stew).
   */
  boughtDry?: true
  /**
   * Minutes of the dish's time that only a slow grain or pulse in this place takes (wheat
   * berries simmer 50–60 minutes where rice is tender in 15), taken off when it holds a quick
   * one: a cook's read found a spas of rice timed at 1 h 10 for about 35 minutes' work.
   */
  slowMinutes?: number
  /**
   * The place takes its beans only dried, soaked and simmered for hours (favata): fresh, frozen
   * or tinned ones are another dish, and a bare "broad beans" is those.
   */
  driedOnly?: true
}

export interface ClassicDish {
  /** Kebab case, unique: "cauliflower-cheese". */
  id: string
  /** The dish's own name, as a cook would write it: "Cauliflower Cheese". */
  title: string
  /**
   * The name the dish goes by when an optional place is filled from the list, by place key, the
   * first filled one winning: a title names the main item the recipe uses, so a quesadilla with
   * chicken is "Chicken Quesadillas", not "Cheese Quesadillas". A key `fish=hilsa` names the dish
   * when that place holds that food, whatever its need: shorshe maach with hilsa is "Shorshe Ilish".
   */
  titles?: Readonly<Record<string, string>>
  cuisine: Cuisine
  course: Course
  /**
   * The family template this dish is a classic of ("pasta", "curry", "soup"…), so that when the
   * classic is offered, "another idea" does not offer the composed version of the same dish.
   */
  family?: string
  /** One or two sentences, the chef's own words: what it is and why it is good. */
  description: string
  /** Total time, hands-on and oven, in minutes, for the stated servings. */
  minutes: number
  /** Bakes and puddings are made as a batch: amounts are for the batch and do not scale. */
  batch?: { serves: number } | { makes: string }
  ingredients: readonly ClassicIngredient[]
  /**
   * The method, one step per string, written by hand. `{key}` is replaced by the name of what
   * fills that place (the visitor's item in the chef's own words, or the extra bought for it).
   * `[…]` wraps text about `optional` ingredients: it is kept only when every `{key}` inside it
   * is filled, so "Stir in the cheese[ and {mustard}]." reads right either way. A step that is
   * entirely one `[…]` drops out when its ingredient is missing.
   */
  method: readonly string[]
  /**
   * The treatments this method carries out itself, by place key, where its steps call the item
   * something else ("soak them", "fry the paste right through"): `{ beans: ['dried-beans'] }`.
   * Otherwise a treatment counts as done only in steps that name the item; a declaration is
   * checked against the method by the treatments' tests.
   */
  treats?: DishTreatments
  /** Short cook's notes shown under Notes: doneness, safety, swaps, storage. */
  tips?: readonly string[]
  /**
   * The dish is built on eggs eaten raw (tamago kake gohan, tiramisu, chocolate mousse). It says
   * so in its tips (`RAW_EGG_TIP`: very fresh eggs, pasteurised or Lion-stamped for anyone
   * vulnerable), and it is no cook's first proposal from a general list: it leads only when the
   * list carries something of its own that the next idea leaves out (eggs, rice and soy sauce
   * are egg fried rice first; with furikake or nori, they are tamago kake gohan).
   */
  rawEgg?: true
}
