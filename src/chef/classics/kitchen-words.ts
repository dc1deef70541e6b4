import type { Cuisine } from './classic-types.ts'

/**
 * The words of a place or people a cook types before a food, by the kitchen they name: "toulouse
 * sausages" and "puy lentils" are a French cook's, "italian sausage" an Italian's. Between two
 * dishes of different kitchens that use the list equally well (saucisses aux lentilles and
 * salsicce e lenticchie), the list's own words say whose dish it is.
 */
// prettier-ignore
const KITCHEN_WORDS: Readonly<Partial<Record<Cuisine, readonly string[]>>> = {
  french: ['french', 'toulouse', 'puy', 'bayonne', 'dijon', 'bresse', 'normandy', 'breton', 'brittany', 'provencal', 'provence', 'lyonnais', 'alsace', 'alsatian', 'savoie', 'camargue', 'guerande', 'morteau', 'montbeliard'],
  italian: ['italian', 'parma', 'napoli', 'neapolitan', 'sicilian', 'tuscan', 'genovese', 'calabrian', 'calabrese', 'romana', 'sardinian', 'pugliese', 'ligurian', 'bologna', 'modena', 'marzano'],
  spanish: ['spanish', 'iberico', 'serrano', 'valencian', 'galician', 'asturian', 'rioja', 'riojana', 'andalusian', 'catalan', 'bomba', 'calasparra'],
  portuguese: ['portuguese', 'chourico', 'bacalhau'],
  german: ['german', 'bavarian', 'thuringian', 'nuremberg', 'swabian', 'westphalian', 'pinkel', 'grunkohl', 'gruenkohl'],
  // Sirene is Bulgaria's white cheese and dzhodzhen its spearmint: no other kitchen says them.
  'eastern-european': ['polish', 'russian', 'ukrainian', 'hungarian', 'romanian', 'krakow', 'krakowska', 'czech', 'slovak', 'serbian', 'bulgarian', 'lithuanian', 'latvian', 'sirene', 'dzhodzhen', 'djodjen'],
  greek: ['greek', 'cretan'],
  british: ['english', 'scottish', 'welsh', 'cornish', 'lancashire', 'yorkshire', 'cumberland', 'lincolnshire', 'stornoway'],
  irish: ['irish'],
  indian: ['indian', 'kashmiri', 'goan', 'kerala', 'bengali', 'punjabi', 'malabar'],
  chinese: ['chinese', 'cantonese', 'hunan'],
  japanese: ['japanese', 'panko'],
  korean: ['korean'],
  thai: ['thai'],
  vietnamese: ['vietnamese'],
  mexican: ['mexican', 'oaxaca', 'oaxacan'],
  caribbean: ['jamaican', 'trinidad', 'trini', 'bajan', 'guyanese'],
  cuban: ['cuban'],
  filipino: ['filipino', 'pinoy'],
  persian: ['persian', 'iranian'],
  // Sivri biber, the long thin green pepper of menemen.
  turkish: ['turkish', 'sivri'],
  'middle-eastern': ['lebanese', 'syrian', 'palestinian'],
  'north-african': ['moroccan', 'tunisian', 'algerian'],
  // Kontomire and koobi are Ghana's names for cocoyam leaves and salted fish.
  'west-african': ['nigerian', 'ghanaian', 'senegalese', 'kontomire', 'koobi'],
  // Samp is South Africa's name for crushed dried maize.
  'south-african': ['samp'],
  ethiopian: ['ethiopian', 'eritrean'],
  brazilian: ['brazilian', 'mineiro', 'baiana', 'dende'],
  georgian: ['georgian', 'suluguni'],
  dutch: ['dutch', 'rookworst', 'boerenkool', 'klapstuk'],
  nordic: ['swedish', 'norwegian', 'danish', 'finnish'],
}

/** How many of the list's typed words name this kitchen. */
export function kitchenWordsTyped(cuisine: Cuisine, typed: ReadonlySet<string>): number {
  return (KITCHEN_WORDS[cuisine] ?? []).filter((word) => typed.has(word)).length
}
