import type { DishFamily } from './dish-types.ts'
import { cake, crumble, rockyRoad } from './families/baking-and-desserts.ts'
import { pizza, tacos, toastie } from './families/breads-and-wraps.ts'
import { frenchToast, hash, pancakes, porridge, yogurtBowl } from './families/breakfast.ts'
import { chilli, curry, stew } from './families/curries-and-stews.ts'
import { hotChocolate, lemonade, smoothie } from './families/drinks.ts'
import { frittata, omelette, shakshuka } from './families/egg-dishes.ts'
import { fish, fishBake } from './families/fish-dishes.ts'
import { fritters } from './families/fritters.ts'
import { pasta, risotto } from './families/pasta-and-risotto.ts'
import { grainBowl, salad } from './families/salads-and-bowls.ts'
import { dips, spicedChickpeas } from './families/snacks-and-dips.ts'
import { noodleSoup, soup } from './families/soups.ts'
import { friedRice, stirFry } from './families/stir-fry-and-rice.ts'
import { trayBake } from './families/tray-bake.ts'

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
