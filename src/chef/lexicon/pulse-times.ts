// Split dals slower than lentils, each its own entry: chana (split Bengal gram), toor (split
// pigeon peas) and urad (split black gram) are still hard after red lentils' 25 minutes; dried
// split peas (yellow or green) are as slow as chana dal. One home for the rule: the treatments
// soak them, and a dal written for red lentils simmers them for their own time.
export const SLOW_PULSES: ReadonlySet<string> = new Set([
  'chana dal',
  'toor dal',
  'urad dal',
  'split peas',
])

/** The pulses: beans, peas and lentils a cook cooks as such (not tofu, tempeh or baked beans,
 * which are made from them). A meatless list built on one is about it. */
export const PULSES: ReadonlySet<string> = new Set([
  ...SLOW_PULSES,
  'chickpeas',
  'red lentils',
  'green lentils',
  'moong dal',
  'mung beans',
  'urad beans',
  'kidney beans',
  'black beans',
  'cannellini beans',
  'butter beans',
  'borlotti beans',
  'pinto beans',
  'pigeon peas',
  'black eyed beans',
  'adzuki beans',
  'fabes',
  'dried soybeans',
])
