// A meat named by its animal alone ("beef") is read as the lexicon's everyday cut of it (stewing
// beef), but the visitor has not said which cut they hold: a dish that slices its meat thin
// (japchae, beef and broccoli) may take it too, and the method cuts it as that dish needs. Only
// cuts any piece can be made into: "beef" is not a steak.

/** The visitor's word, the entry it is read as, and the other entries it may fill. */
const PLAIN_CUTS: ReadonlyArray<{ named: string; entry: string; cuts: readonly string[] }> = [
  { named: 'beef', entry: 'stewing beef', cuts: ['beef strips'] },
  { named: 'baka', entry: 'stewing beef', cuts: ['beef strips'] },
  // Shin cut across the bone is what ossobuco braises: where veal is hard to find, beef shin is
  // what a home cook buys for it (it braises an hour longer).
  { named: 'beef shin', entry: 'stewing beef', cuts: ['veal shin'] },
  { named: 'beef shank', entry: 'stewing beef', cuts: ['veal shin'] },
  { named: 'shin of beef', entry: 'stewing beef', cuts: ['veal shin'] },
  // Rump is sold as steaks and as a piece: Vienna's tafelspitz is the rump's tip, boiled whole,
  // and Brazil's picanha its cap, roasted whole (a cook's read found "beef rump" never fit a
  // tafelspitz).
  ...['beef rump', 'rump', 'rump cap', 'picanha'].map((named) => ({
    named,
    entry: 'steak',
    cuts: ['beef joint'],
  })),
  // Brisket is braised or slow-roasted whole, but cut in chunks it is the beef of a Cantonese
  // tomato brisket, beef pares, a pho or any beef stew: it fills a stewing-beef place too.
  ...[
    'beef brisket',
    'brisket',
    'brisket of beef',
    'whole brisket',
    'flat brisket',
    'brisket flat',
    'point brisket',
    'brisket point',
    'brisket joint',
    'beef brisket joint',
    'rolled brisket',
    'rolled beef brisket',
  ].map((named) => ({ named, entry: 'beef brisket', cuts: ['stewing beef'] })),
  // Flank is grilled as a steak, but in Cuba and Venezuela it is THE cut boiled and shredded for
  // ropa vieja, vaca frita and carne mechada: it fills a stewing-beef place too (a thin sirloin
  // does not, so a steak-and-onions list stays a steak).
  ...['flank steak', 'flank', 'beef flank'].map((named) => ({
    named,
    entry: 'steak',
    cuts: ['stewing beef'],
  })),
]

// Stock named by no animal ("stock", "a stock cube", "broth") is read as vegetable stock, but the
// visitor has not said it is: the lamb hotpot's beef-stock place takes it, as a cook pours in
// whatever stock is in the cupboard, rather than buying a beef cube beside the visitor's own.
const PLAIN_STOCK = 'vegetable stock'
const ANY_STOCK: readonly string[] = ['chicken stock', 'beef stock']
const VEGETABLE_WORDS: ReadonlySet<string> = new Set([
  'veg',
  'vegetable',
  'vegetables',
  'veggie',
  'vegetarian',
  'vegan',
])

/**
 * The other entries a plainly named meat or stock may fill, or undefined when the visitor named
 * which it is. `display`: the visitor's own words for the item.
 */
export function plainCuts(
  named: string | undefined,
  entryId: string,
  display = '',
): readonly string[] | undefined {
  if (entryId === PLAIN_STOCK)
    return display
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => VEGETABLE_WORDS.has(word))
      ? undefined
      : ANY_STOCK
  // "Stew beef", "braising beef": the visitor said which cut after all, one that needs hours, and
  // a steak seared 1–2 minutes a side from it is leather (a cook's read of bife acebolado).
  // The entry's own name comes with no alias named ("beef brisket" typed as it is).
  const said = named ?? entryId
  const cuts = PLAIN_CUTS.find((item) => item.named === said && item.entry === entryId)?.cuts
  if (cuts?.includes('beef strips') === true && STEWING_WORDS.test(display)) return undefined
  return cuts
}

const STEWING_WORDS = /\b(?:stew|stewing|braising|casserole|chuck|brisket)\b/i
