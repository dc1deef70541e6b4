import type { Row } from '../lexicon-types.ts'

// Tripe, the stomach of beef (or lamb, goat or pork), is a meat of home kitchens everywhere: Polish
// flaki, Romanian ciorbă de burtă, Turkish işkembe çorbası, Mexican menudo, Madrid's callos, Roman
// trippa, Porto's tripas, Colombian mondongo, Nigerian pepper soup's "shaki". Unknown to the list
// reader, "beef tripe" was read as stewing beef and "honeycomb tripe" as honeycomb toffee. Sold
// dressed (cleaned and blanched), it still wants two to three hours' simmering, hence 'slow'.
// Dish names that are only the soup ("menudo") are not aliases: "callos", "flaki", "mondongo",
// "burtă" and "işkembe" are what the butcher's label says.
// Stockfish is cod dried hard in the wind, unsalted: soaked for days, it is broken into the soups
// and stews of Nigeria and Ghana. Read as salt cod, it was pan-fried "skin side down" and called
// "salt cod" by the fish templates, which have no dish for it.
// Guascas (Galinsoga, "gallant soldier") is the dried herb that makes Bogotá's ajiaco taste of itself;
// Colombian shops sell it in jars. Unknown to the reader, it dropped out of the list unread.
// Chermoula is Morocco's green marinade for fish (coriander, parsley, garlic, cumin, paprika, lemon,
// oil), not a chilli paste: read as harissa, a fish tagine list was cooked with chilli paste.
// prettier-ignore
export const HOME17_ROWS: readonly Row[] = [
  ['tripe', 'meat', '200 g', 'beef tripe|honeycomb tripe|dressed tripe|bleached tripe|cleaned tripe|blanket tripe|book tripe|bible tripe|leaf tripe|omasum|lamb tripe|goat tripe|pork tripe|ox tripe|cow tripe|shaki|towel tripe|mondongo|callos|flaki|flaczki|burta|burtă|burtă de vită|iskembe|işkembe|trippa|tripas|dobrada|panza|tripe strips|frozen tripe', 'slow'],
  ['stockfish', 'fish', '40 g', 'stokfisk|okporoko|stock fish|stockfish head|stockfish pieces|dried stockfish|norwegian stockfish|stoccafisso', ''],
  ['chermoula', 'sauce', '2 tbsp', 'charmoula|chermoula paste|chermoula marinade|chermoula sauce', 'med'],
]
