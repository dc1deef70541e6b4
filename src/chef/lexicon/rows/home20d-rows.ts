import type { Row } from '../lexicon-types.ts'

// Sev is the fine crisp noodle of gram flour fried in oil that Gujarat and Mumbai scatter over
// chaat, poha and misal and cook into sev tameta; bhujia (aloo bhujia, Bikaneri bhujia) is its
// thicker Rajasthani cousin. Unread, a sev tameta list lost its sev; "aloo bhujia" was read as
// potatoes.
// Farsan (namkeen, chevda, Bombay mix) is the mixed fried snack of the Gujarati and Marathi
// kitchen, poured over misal and bhel: gram-flour sev with flattened rice, lentils and, in most
// packets, peanuts. Unread, it vanished from a misal.
// Green chutney (hari chutney) is coriander and mint ground with green chilli and lemon: the
// chutney of chaat, vada pav and sandwiches across India and Pakistan. Read through its last word
// as mango chutney, it swapped a sharp green sauce for a sweet one.
// Hardtack (hard bread, ship's biscuit) is the dry sea biscuit of Newfoundland's fish and brewis,
// soaked overnight before it is boiled with the salt cod. Unread.
// prettier-ignore
export const HOME20D_ROWS: readonly Row[] = [
  ['sev', 'sweet-treat', '30 g', 'nylon sev|thin sev|fine sev|ratlami sev|bhujia|aloo bhujia|bhujia sev|bikaneri bhujia|haldiram bhujia|haldirams bhujia|sev bhujia', 'indian'],
  ['farsan', 'sweet-treat', '30 g', 'namkeen|chevda|chivda|bombay mix|misal farsan|chanachur|chanachur mix', 'indian'],
  ['green chutney', 'condiment', '1 tbsp', 'hari chutney|coriander chutney|mint chutney|dhania chutney|dhaniya chutney|pudina chutney|coriander mint chutney|mint coriander chutney|coriander and mint chutney|mint and coriander chutney', 'indian'],
  ['hardtack', 'bread', '1', 'hard tack|hard bread|hardbread|ship biscuit|ships biscuit|ship\'s biscuit|purity hard bread|sea biscuit|sea biscuits', ''],
]
