// A meat named by its animal alone ("beef") is read as the lexicon's everyday cut of it (stewing
// beef), but the visitor has not said which cut they hold: a dish that slices its meat thin
// (japchae, beef and broccoli) may take it too, and the method cuts it as that dish needs. Only
// cuts any piece can be made into: "beef" is not a steak.

/** The visitor's word, the entry it is read as, and the other entries it may fill. */
const PLAIN_CUTS: ReadonlyArray<{ named: string; entry: string; cuts: readonly string[] }> = [
  { named: 'beef', entry: 'stewing beef', cuts: ['beef strips'] },
  { named: 'baka', entry: 'stewing beef', cuts: ['beef strips'] },
]

/** The other cuts a plainly named meat may fill, or undefined when the visitor named a cut. */
export function plainCuts(
  named: string | undefined,
  entryId: string,
): readonly string[] | undefined {
  return PLAIN_CUTS.find((item) => item.named === named && item.entry === entryId)?.cuts
}
