import type { Row } from '../lexicon-types.ts'

// Ponmo (kpomo, Ghana's wele) is cow skin, scalded, scraped and sold cleaned: chewy pieces simmered
// in Nigerian and Ghanaian stews, egusi and light soup. It was not read, so a list that carried it
// lost its meat.
// Uda (grains of selim, Negro pepper, Ghana's hwentia, Xylopia aethiopica) is the smoky, musky pod
// crushed into West African pepper soup and light soup. It was not read.
// prettier-ignore
export const TAIL19B_ROWS: readonly Row[] = [
  ['cow skin', 'meat', '100 g', 'ponmo|pomo|kpomo|wele|cowskin|cow skins|kanda|ponmo pieces|kpomo pieces|wele pieces|cleaned cow skin', 'slow'],
  ['grains of selim', 'spice', '2', 'uda|uda seeds|uda pods|negro pepper|hwentia|kani pepper|selim pepper|grains of selim pods|senegal pepper|kimba pepper', 'savoury'],
]
