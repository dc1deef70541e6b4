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
