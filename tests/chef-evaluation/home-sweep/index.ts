import type { BlindCase } from '../blind-case.ts'
import { HOME_SWEEP_A } from './home17a.ts'
import { HOME_SWEEP_B } from './home17b.ts'
import { HOME_SWEEP_C } from './home17c.ts'
import { HOME_SWEEP_18A } from './home18a.ts'
import { HOME_SWEEP_18B } from './home18b.ts'
import { HOME_SWEEP_18C } from './home18c.ts'
import { HOME_SWEEP_18D } from './home18d.ts'
import { HOME_SWEEP_18E } from './home18e.ts'
import { HOME19C } from './home19c.ts'
import { HOME19D } from './home19d.ts'
import { HOME19E } from './home19e.ts'
import { HOME20A } from './home20a.ts'
import { HOME20B } from './home20b.ts'
import { HOME20C } from './home20c.ts'
import { HOME20D } from './home20d.ts'
import { HOME21B } from './home21b.ts'
import { MIN21A } from './min21a.ts'
import { HOME21A } from './home21a.ts'
import { HOME21C } from './home21c.ts'
import { HOME21D } from './home21d.ts'
import { HOME22A } from './home22a.ts'
import { HOME22B } from './home22b.ts'
import { HOME22C } from './home22c.ts'
import { HOME22D } from './home22d.ts'
import { HOME22E } from './home22e.ts'
import { HOME23A } from './home23a.ts'
import { HOME23B } from './home23b.ts'
import { HOME23C } from './home23c.ts'
import { HOME23D } from './home23d.ts'
import { HOME24A } from './home24a.ts'
import { HOME24B } from './home24b.ts'
import { HOME24C } from './home24c.ts'
import { HOME26A } from './home26a.ts'
import { MIN20A } from './min20a.ts'
import { MINIMAL19A } from './minimal19a.ts'
import { MINIMAL19B } from './minimal19b.ts'
import { MIN20B } from './min20b.ts'
import { VARIANT_18A } from './variant18a.ts'
import { VARIANT_18B } from './variant18b.ts'
import { VARIANT_18C } from './variant18c.ts'

/**
 * The home-cooking sweeps, typed blind to the chef and then read and fixed (tuning data): by
 * kitchen (home17a–c, 2026-11-27), by region (home18a–c) and as a family makes a dish (variant18a–c,
 * 2026-11-28); by course: sweets, breads, breakfasts and drinks (home19c), vegetable dishes, pulses,
 * soups and sides (home19d), meat and fish mains of the regions a library of famous dishes lacks
 * (home19e); and lists typed with only what a family bought (minimal19a–b); by region, half typed
 * with only what the family bought: Europe (home20a); Turkey, Iran, the Arab world, Central Asia,
 * the Caucasus and Africa south of the Sahara (home20b); East and Southeast Asia (home20c); South
 * Asia and the Americas (home20d); the family kitchens of Europe, North America, Australia, New
 * Zealand and Mexico (min20a) and migrant families' everyday cooking in Europe and America
 * (min20b), two lists in three with only what was bought; festival, holiday, Sunday-lunch and
 * celebration dishes and street food made at home, of every kitchen and its regions (home21b);
 * every kitchen's lists with only what the family bought (min21a); soups, stews, braises,
 * casseroles and one-pot rice or grain dishes a grandmother cooks, from every kitchen and its
 * regions (home21a); the vegetarian, vegetable, pulse, egg, noodle and fish or seafood home
 * dishes of every kitchen and its regions (home21c); the home cooking of the regions of the most
 * populous countries (home21d); the 10th–50th home dishes of each region, half typed with only
 * what was bought (2026-11-28): the Americas and the Caribbean (home22a); Africa, the Middle East,
 * Central Asia and the Caucasus (home22b); Asia and Oceania (home22c); Europe and the Jewish
 * kitchens (home22d); and every kitchen's lists typed in the family's own words for the foods
 * (home22e); the regions of Europe in the family's own words (home23a), of Asia and Oceania (home23b), of
 * Africa, the Middle East, the Caucasus, Central Asia and the Jewish kitchens (home23c);
 * short lists of three to five items, only what a family buys, of every kitchen, half
 * the Americas and the Caribbean (home23d); the breakfasts, snacks, sides, salads, breads, fritters,
 * dumplings, sweets and bakes a family makes at home, of every kitchen and its regions (home24b);
 * the Americas and the Caribbean in the family's own words (home24a); and full fridge lists of six
 * to ten items, the dish's own beside whatever else is in the kitchen, of every kitchen (home24c);
 * and sibling dishes, each list carrying the mark that tells a dish from its close sibling
 * (bulalo or nilaga, rajma or chole, cottage or shepherd's pie), of every kitchen (home26a).
 */
export const HOME_SWEEP_LISTS: readonly BlindCase[] = [
  ...HOME_SWEEP_A,
  ...HOME_SWEEP_B,
  ...HOME_SWEEP_C,
  ...HOME_SWEEP_18A,
  ...HOME_SWEEP_18B,
  ...HOME_SWEEP_18C,
  ...HOME_SWEEP_18D,
  ...HOME_SWEEP_18E,
  ...HOME19C,
  ...HOME19D,
  ...HOME19E,
  ...HOME20A,
  ...HOME20B,
  ...HOME20C,
  ...HOME20D,
  ...HOME21B,
  ...MIN21A,
  ...HOME21A,
  ...HOME21C,
  ...HOME21D,
  ...HOME22A,
  ...HOME22B,
  ...HOME22C,
  ...HOME22D,
  ...HOME22E,
  ...HOME23A,
  ...HOME23B,
  ...HOME23C,
  ...HOME23D,
  ...HOME24A,
  ...HOME24B,
  ...HOME24C,
  ...HOME26A,
  ...MIN20A,
  ...MINIMAL19A,
  ...MINIMAL19B,
  ...MIN20B,
  ...VARIANT_18A,
  ...VARIANT_18B,
  ...VARIANT_18C,
]
