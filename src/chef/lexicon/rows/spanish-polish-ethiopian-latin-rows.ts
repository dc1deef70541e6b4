import type { Row } from '../lexicon-types.ts'

// Foods the dishes cooks name from Spain, Poland, Ethiopia, Mexico and Brazil need, which the
// lexicon read as another food or not at all: "ñora" was nori, "kidneys" liver, "biała kiełbasa"
// white fish, and açaí, fabes, zakwas and ayib were unknown.
// prettier-ignore
export const SPANISH_POLISH_ETHIOPIAN_LATIN_ROWS: readonly Row[] = [
  ['acai', 'fruit', '100 g', 'acai puree|acai pulp|frozen acai|frozen acai puree|acai berry|acai berries|acai pack|acai packs|acai sorbet|acai smoothie pack', ''],
  ['choricero peppers', 'spice', '1', 'choricero pepper|choriceros|pimiento choricero|pimientos choriceros|choricero pepper paste|carne de pimiento choricero|nora|noras|nora pepper|nora peppers|nyora', 'med'],
  // Sold dried: the fabada's own method soaks and simmers them.
  ['fabes', 'legume', '80 g', 'fabes asturianas|fabes de la granja|faba asturiana|judiones|judion beans|alubias blancas', 'plant-protein'],
  ['kidney', 'meat', '75 g', 'kidneys|lambs kidneys|lamb kidneys|lamb kidney|lambs kidney|ox kidney|ox kidneys|beef kidney|pigs kidney|pig kidney|steak and kidney', ''],
  ['white sausage', 'meat', '1', 'biala kielbasa|polish white sausage|fresh kielbasa|weisswurst|biała kiełbasa|kiełbasa biała', 'sausage'],
  // The fermented rye starter of zurek, bought in a bottle or made at home over five days.
  ['zakwas', 'condiment', '125 ml', 'zurek starter|zakwas na zurek|sour rye starter|rye sour|zurek concentrate|zur|bottled zurek|żurek|zurek|żurek w butelce|zurek w butelce|żur|koncentrat żurku|zakwas na żurek', 'gluten'],
  ['ayib', 'cheese', '40 g', 'ayibe|aib|ethiopian cheese|ethiopian cottage cheese', 'fresh-cheese'],
  ['corn husks', 'baking', '3', 'dried corn husks|corn husk|hojas de maiz|tamale husks|tamal husks', 'gluten-free'],
  ['pastel dough', 'bread', '2', 'massa de pastel|massa para pastel|pastel wrappers|pastel sheets|pastel pastry|empanada discs|empanada wrappers|tapas para empanadas|tapas de empanadas|tapa de empanada|tapas de empanada|tapas para empanada|discos de empanada|discos para empanadas|discos de empanadas|masa para empanadas|empanada dough|tapas criollas|tapas hojaldradas', 'gluten'],
  ['requeijao', 'cheese', '30 g', 'requeijao cremoso|catupiry', 'fresh-cheese'],
]
