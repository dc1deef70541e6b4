// Avoiding one nut in particular ("almonds", "hazelnuts", "pine nuts") must also avoid the foods
// made with it that do not carry its name: marzipan is almonds, praline and chocolate spread are
// hazelnuts, pesto is pine nuts (and, in many UK jars, cashews). The allergen groups cover "nuts"
// as a whole; this is the finer grain a single-nut allergy needs.

export interface NutSources {
  /** Lexicon entries made with the nut, whose names do not say so. */
  ids: readonly string[]
  /** Names a recipe's text may use for them, looked for word for word. */
  words: readonly string[]
}

/** Keyed by the lexicon entry of the nut itself. */
export const NUT_HIDDEN_SOURCES: Readonly<Record<string, NutSources>> = {
  almonds: {
    ids: ['marzipan', 'candied nuts'],
    words: [
      'marzipan',
      'frangipane',
      'amaretti',
      'amaretto',
      'praline',
      'nougat',
      'bakewell',
      'orgeat',
    ],
  },
  hazelnuts: {
    ids: ['chocolate spread', 'candied nuts', 'dukkah'],
    words: [
      'praline',
      'nutella',
      'chocolate spread',
      'hazelnut spread',
      'gianduja',
      'gianduia',
      'frangelico',
      'dukkah',
    ],
  },
  'pine nuts': { ids: ['pesto'], words: ['pesto'] },
  cashews: { ids: ['pesto'], words: ['pesto'] },
  walnuts: { ids: ['candied nuts'], words: ['praline', 'baklava'] },
  pistachios: { ids: ['dukkah'], words: ['baklava', 'dukkah'] },
}
