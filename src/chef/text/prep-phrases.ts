import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { isCookedShellfish } from '../lexicon/cooked-shellfish.ts'
import { joinWords } from './markdown-text.ts'

/** How a dish wants its ingredients cut. */
export type PrepStyle = 'chunks' | 'roast' | 'thin' | 'small' | 'grate' | 'salad' | 'bake'

export interface PrepItem {
  /** Markdown-safe name as the method uses it. */
  mention: string
  entry: LexiconEntry | undefined
}

// Items the visitor already described as prepared keep their state; no "slice the sliced onion".
const ALREADY_PREPARED =
  /\b(?:chopped|diced|sliced|grated|crushed|minced|shredded|cubed|cooked|leftover|tinned|canned|frozen|mashed|pureed|puree|paste|powder|ground|dried|halved|peeled|julienned|spiralised|spiralized|roasted|pickled|flakes|juice|zest)\b/i

// Verb templates; `{x}` is replaced by the names. Items sharing a template are grouped.
function templateFor(entry: LexiconEntry, requested: PrepStyle): string | undefined {
  const id = entry.id
  // 'roast' is 'chunks' for the oven: only there do onions go in wedges and garlic in its skin.
  const style: PrepStyle = requested === 'roast' ? 'chunks' : requested
  const roast = requested === 'roast'
  switch (id) {
    case 'garlic':
      return roast ? 'bash {x} (no need to peel)' : 'peel and crush {x}'
    case 'ginger':
      return 'grate {x}'
    case 'chilli':
    case 'jalapenos':
      return 'finely chop {x} (seeds out for less heat)'
    case 'onion':
    case 'red onion':
    case 'shallot':
      if (roast) return 'cut {x} into wedges'
      if (style === 'chunks') return 'roughly chop {x}'
      if (style === 'thin' || style === 'salad') return 'thinly slice {x}'
      return 'finely chop {x}'
    case 'spring onions':
    case 'leek':
      return 'slice {x}'
    case 'celery':
      return style === 'salad' ? 'slice {x}' : 'chop {x}'
    case 'lemongrass':
      return 'bash and finely chop {x}'
    case 'potatoes':
    case 'sweet potato':
      if (style === 'grate') return 'grate {x} and squeeze out the liquid'
      if (style === 'small' || style === 'thin') return 'dice {x}'
      return 'cut {x} into chunks'
    case 'brussels sprouts':
      return 'halve {x}'
    case 'cherry tomatoes':
      return 'halve {x}'
    case 'tomatoes':
      return roast ? 'cut {x} into wedges' : 'chop {x}'
    case 'bell peppers':
      if (style === 'chunks') return 'deseed and cut {x} into chunks'
      if (style === 'small') return 'deseed and dice {x}'
      return 'deseed and slice {x}'
    case 'courgettes':
      if (style === 'grate') return 'coarsely grate {x} and squeeze out the water'
      if (style === 'bake') return 'coarsely grate {x}'
      if (style === 'chunks') return 'cut {x} into chunks'
      return 'slice {x} into half-moons'
    case 'aubergine':
      return style === 'small' ? 'dice {x}' : 'cut {x} into chunks'
    case 'pak choi':
      return 'halve {x} lengthways'
    case 'gai lan':
      return 'trim {x} and cut into finger lengths'
    case 'fennel':
      return 'trim and thinly slice {x}'
    case 'cucumber':
      return style === 'thin' ? 'cut {x} into batons' : 'dice {x}'
    case 'plantain':
      // Thick green skin that no cook leaves on: it comes off with a knife, not a peeler.
      return style === 'small' ? 'peel and dice {x}' : 'peel {x} and cut into thick slices'
    case 'butternut squash':
      return style === 'small'
        ? 'peel, deseed and dice {x}'
        : 'peel, deseed and cut {x} into chunks'
    case 'avocado':
      return 'halve, stone and slice {x}'
    case 'mushrooms':
    case 'shiitake mushrooms':
      return style === 'chunks' ? 'halve {x}' : 'slice {x}'
    // Oyster mushrooms and chanterelles tear along their gills; a knife only bruises them.
    case 'oyster mushrooms':
    case 'chanterelles':
      return 'tear {x} into pieces'
    case 'portobello mushrooms':
      return style === 'chunks' ? 'wipe {x}' : 'slice {x}'
    case 'green beans':
      return 'trim {x}'
    case 'long beans':
      return 'cut {x} into short lengths'
    // Its spongy core and seeds are bitter and woody: a cook never cooks it whole.
    case 'bitter gourd':
      return 'halve {x} lengthways, scoop out the seeds and slice'
    // Moringa pods are simmered in lengths and eaten by scraping the soft flesh off the skin.
    case 'moringa':
      return 'cut {x} into finger-length pieces'
    case 'asparagus':
      return 'snap the woody ends off {x}'
    case 'apples':
    case 'pears':
      return style === 'salad' ? 'core and slice {x}' : 'peel, core and chop {x}'
    case 'bananas':
      return style === 'bake' ? 'mash {x}' : 'slice {x}'
    case 'strawberries':
      return 'hull and halve {x}'
    case 'mango':
      return 'peel and dice {x}'
    case 'pineapple':
    case 'melon':
      return 'cut {x} into chunks'
    case 'plums':
    case 'peaches':
    case 'apricots':
      return 'stone and slice {x}'
    case 'rhubarb':
      return 'cut {x} into short lengths'
    // A whole orange is never folded into a batter or spooned onto porridge as it is: its zest and
    // juice go into a bake, its peeled segments on a bowl.
    case 'oranges':
      return style === 'bake'
        ? 'finely grate the zest of {x} and squeeze the juice'
        : 'peel {x} and cut into segments'
    // A head of chicory is cut before it cooks, never only washed (a cook's read found whole
    // heads "wilted" into a pasta).
    case 'belgian endive':
      return style === 'salad'
        ? 'separate {x} into leaves'
        : 'trim {x}, cut out the bitter core and slice thickly'
    case 'feta':
    case 'goats cheese':
    case 'blue cheese':
      return 'crumble {x}'
    case 'mozzarella':
      return 'tear {x}'
    case 'halloumi':
      return 'slice {x}'
    case 'paneer':
    case 'tofu':
    case 'tempeh':
      return 'cut {x} into cubes'
    case 'tofu puffs':
      return 'halve {x}'
    // Live clams and cockles hold sand and a dead one spoils the pan: every cook purges, scrubs
    // and sorts them before they cook (a cook's read found clams fried straight from the bag).
    case 'clams':
    case 'cockles':
      return 'soak {x} in cold salted water for 20 minutes to purge the grit, then scrub them (throw away any open ones that do not close when tapped)'
    case 'mussels':
      return 'scrub {x} and pull off the beards (throw away any open ones that do not close when tapped)'
    case 'parmesan':
      return 'finely grate {x}'
    case 'bacon':
    case 'pancetta':
    case 'chorizo':
      return 'chop {x}'
    case 'ham':
      return style === 'small' ? 'cut {x} into strips' : undefined
    // A gammon steak is a thick raw slice: in an omelette, a frittata or a wok it goes in pieces
    // that cook through, never fried whole and folded in (a cook's read of round 9).
    case 'gammon steak':
      return style === 'small' || style === 'thin'
        ? 'trim the rind off {x} and cut into small pieces'
        : undefined
    // Processed cheese (Velveeta, cheese spread) is too soft to grate: sliced for a toastie or a
    // pizza, cubed to melt into a sauce.
    case 'cheese spread':
      return style === 'thin' ? 'thinly slice {x}' : 'cut {x} into small cubes'
    default:
      break
  }
  switch (entry.category) {
    case 'root-veg':
      if (style === 'grate' || style === 'salad' || style === 'bake') return 'grate {x}'
      if (style === 'thin') return 'cut {x} into matchsticks'
      if (style === 'small') return 'dice {x}'
      return 'cut {x} into chunks'
    case 'brassica':
      return style === 'chunks' ? 'cut {x} into florets' : 'cut {x} into small florets'
    case 'leafy-veg':
      if (entry.tags.has('leaf-salad')) return 'wash and dry {x}'
      if (id === 'spinach') return undefined
      return 'shred {x}'
    case 'cheese':
      return entry.tags.has('melting') ? 'grate {x}' : undefined
    case 'herb':
      return entry.tags.has('garnish-herb') ? 'roughly chop {x}' : undefined
    case 'fish':
      // Fillets cook whole in the pan or the oven; in a curry, a soup or a wok they go in chunks.
      if (!entry.tags.has('fillet')) return undefined
      return style === 'small' || style === 'thin'
        ? 'cut {x} into large bite-sized chunks'
        : undefined
    // A smoked, cured sausage (linguiça, kielbasa) cooked in a dish is sliced first, like a fresh one.
    case 'cured-meat':
      return entry.tags.has('sausage') && (style === 'small' || style === 'thin')
        ? 'slice {x} into rounds'
        : undefined
    case 'poultry':
    case 'meat':
      if (entry.tags.has('sausage') && (style === 'small' || style === 'thin')) {
        return 'slice {x} into rounds'
      }
      if (entry.tags.has('mince') || entry.tags.has('sausage') || entry.tags.has('cooked')) {
        return undefined
      }
      if (style === 'thin') return 'cut {x} into thin strips'
      if (style === 'small') return 'cut {x} into bite-sized pieces'
      // Chops, thighs and steaks roast whole; only stewing cuts and loose pieces get cut.
      if (style === 'chunks' && (entry.tags.has('slow') || !entry.tags.has('fillet'))) {
        return entry.tags.has('slow') && entry.category !== 'poultry'
          ? 'cut {x} into large chunks'
          : undefined
      }
      return undefined
    default:
      return undefined
  }
}

/**
 * One sentence of knife work for the items that need it, e.g. "Crush the garlic, slice the leek
 * and cut the broccoli into small florets." Empty when nothing needs preparing.
 */
export function prepSentence(items: readonly PrepItem[], style: PrepStyle): string {
  const groups = new Map<string, string[]>()
  for (const item of items) {
    if (item.entry === undefined || ALREADY_PREPARED.test(item.mention)) continue
    if (isCookedShellfish(item.entry, item.mention)) continue
    const template = templateFor(item.entry, style)
    if (template === undefined) continue
    const names = groups.get(template) ?? []
    names.push(item.mention)
    groups.set(template, names)
  }
  if (groups.size === 0) return ''
  const phrases = [...groups].map(([template, names]) =>
    template.replace('{x}', `the ${joinWords(names)}`),
  )
  const sentence = joinWords(phrases)
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}
