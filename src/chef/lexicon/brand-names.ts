/**
 * Words of an alias that is a concentrate the recipe uses made up ("beef stock cube", "gravy
 * granules"): the recipe names what goes in the pan (beef stock), and the packet says how.
 */
export const MADE_UP_WORDS: ReadonlySet<string> = new Set([
  'bouillon',
  'cube',
  'cubes',
  'granules',
  'pot',
  'pots',
])

/**
 * Trade names among the lexicon's aliases. A recipe names the food a brand stands for ("Lurpak"
 * is listed as butter, "Kikkoman" as soy sauce): what matters to the cook, and to an allergen
 * check, is the food. Every other alias the visitor used is kept as their own name for it
 * ("scotch bonnet", "sultanas", "greek yoghurt"), so the recipe lists what they have. A brand
 * that is a food of its own (Branston pickle is a brown pickle, not the chutney it cooks as) is
 * not listed here, so the recipe keeps its name.
 */
export const BRAND_WORDS: ReadonlySet<string> = new Set([
  'alpro',
  'anchor',
  'atora',
  'bens',
  'benecol',
  'biscoff',
  'bisto',
  'bull',
  'cadbury',
  'carnation',
  'cheerios',
  'cholula',
  'coke',
  'colmans',
  'dairylea',
  'doritos',
  'dr',
  'elmlea',
  'encona',
  'fanta',
  'flora',
  'franks',
  'heinz',
  'hellmanns',
  'hellmans',
  'hobnobs',
  'hovis',
  'hp',
  'irn',
  'kerrygold',
  'kikkoman',
  'kingsmill',
  'knorr',
  'krispies',
  'lucozade',
  'lurpak',
  'lyles',
  'maggi',
  'maltesers',
  'mccain',
  'nutella',
  'oatly',
  'oreo',
  'oxo',
  'paxo',
  'pepsi',
  'perrins',
  'philadelphia',
  'president',
  'pringles',
  'ribena',
  'robinsons',
  'shreddies',
  'snickers',
  'sprite',
  'stork',
  'tabasco',
  'tilda',
  'twix',
  'vimto',
  'vitalite',
  'walkerswood',
  'warburtons',
  'weetabix',
  'yakult',
])
