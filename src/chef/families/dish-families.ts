import type { DishFamily } from './dish-types.ts'
import { cake, crumble, rockyRoad } from './baking-and-desserts.ts'
import { pizza, tacos, toastie } from './breads-and-wraps.ts'
import { frenchToast, hash, pancakes, porridge, yogurtBowl } from './breakfast.ts'
import { chilli, curry, stew } from './curries-and-stews.ts'
import { hotChocolate, lemonade, smoothie } from './drinks.ts'
import { frittata, omelette, shakshuka } from './egg-dishes.ts'
import { fish, fishBake } from './fish-dishes.ts'
import { fritters } from './fritters.ts'
import { pasta, risotto } from './pasta-and-risotto.ts'
import { grainBowl, salad } from './salads-and-bowls.ts'
import { dips, spicedChickpeas } from './snacks-and-dips.ts'
import { noodleSoup, soup } from './soups.ts'
import { friedRice, stirFry } from './stir-fry-and-rice.ts'
import { trayBake } from './tray-bake.ts'

/** Every dish the offline chef can write, most everyday first (the order breaks ties). */
export const DISH_FAMILIES: readonly DishFamily[] = [
  stirFry,
  pasta,
  curry,
  trayBake,
  omelette,
  fish,
  soup,
  salad,
  friedRice,
  risotto,
  stew,
  chilli,
  tacos,
  shakshuka,
  frittata,
  toastie,
  grainBowl,
  noodleSoup,
  pizza,
  fishBake,
  hash,
  pancakes,
  frenchToast,
  porridge,
  yogurtBowl,
  smoothie,
  crumble,
  cake,
  fritters,
  dips,
  rockyRoad,
  hotChocolate,
  lemonade,
  spicedChickpeas,
]
