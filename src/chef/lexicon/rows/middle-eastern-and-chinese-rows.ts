import type { Row } from '../lexicon-types.ts'

// Foods the classics need that the lexicon did not know yet, or read as another food:
// chunjang was read as black beans, şehriye as rice noodles, preserved mustard greens as fresh
// ones, and molokhia, akkawi and ya cai not at all.
// prettier-ignore
export const MIDDLE_EASTERN_AND_CHINESE_ROWS: readonly Row[] = [
  ['chunjang', 'sauce', '2 tbsp', 'korean black bean paste|jjajang paste|jajang paste|chunjang paste|choonjang|black bean paste for jjajangmyeon|jajang|jjajang', 'asian gluten'],
  ['akkawi', 'cheese', '50 g', 'akkawi cheese|ackawi|ackawi cheese|akawi|akawi cheese|nabulsi|nabulsi cheese|knafeh cheese', 'melting'],
  ['molokhia', 'leafy-veg', '100 g', 'mulukhiyah|mulukhiya|molokhiya|molokheya|mloukhieh|melokhia|frozen molokhia|dried molokhia|molokhia leaves|jute leaves|jute mallow|ewedu|ewedu leaves', ''],
  ['ya cai', 'condiment', '1 tbsp', 'yacai|sui mi ya cai|yibin ya cai|preserved mustard greens|zha cai|sichuan preserved vegetable|preserved vegetable', 'asian'],
  ['sehriye', 'pasta', '15 g', 'şehriye|tel sehriye|tel şehriye|arpa sehriye|arpa şehriye|turkish vermicelli|wheat vermicelli|sehriye noodles', 'gluten'],
]
