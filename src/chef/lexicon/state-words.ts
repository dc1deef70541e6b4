// A family types the state of what they bought in their own words: "frijoles negros secos",
// "fagioli borlotti secchi", "grzyby suszone", "camarão congelado", "gigantes xeres". Unread, the
// dry beans went into the pot as a tin and the frozen prawns into the pan unthawed; read as the
// English word, every rule that asks for "dried", "frozen" or "tinned" sees them.
const STATE_WORDS: ReadonlyMap<string, string> = new Map([
  ...[
    ...['seco', 'secos', 'seca', 'secas', 'secco', 'secchi', 'secca', 'secche', 'sec', 'secs'],
    ...['seche', 'seches', 'sechee', 'sechees', 'suszone', 'suszony', 'suszona', 'suszonych'],
    ...['kuru', 'xera', 'xeres', 'xeri', 'xero', 'xira', 'trocken', 'trockene', 'getrocknet'],
    ...['getrocknete', 'gedroogd', 'gedroogde', 'sushenye', 'sushenyye', 'sushenyy', 'susene'],
    ...['suseny', 'szaritott', 'uscate', 'uscat', 'uscata', 'kering', 'khoshk', 'khushk'],
  ].map((word) => [word, 'dried'] as const),
  ...[
    ...['congelado', 'congelados', 'congelada', 'congeladas', 'congele', 'congeles'],
    ...['congelee', 'congelees', 'surgele', 'surgeles', 'surgelee', 'surgelees', 'surgelato'],
    ...['surgelati', 'surgelata', 'surgelate', 'congelato', 'congelati', 'congelat'],
    ...['congelate', 'mrozone', 'mrozony', 'mrozona', 'mrozonych', 'zamorozhennye'],
    ...['zamorozhennyy', 'zamorozhennaya', 'morozhenye', 'mrazene', 'mrazeny', 'fagyasztott'],
    ...['mirelit', 'dondurulmus', 'tiefgekuhlt', 'tiefgekuhlte', 'tiefkuhl', 'gefroren'],
    ...['gefrorene', 'bevroren', 'diepvries', 'katepsygmeno', 'katepsygmena', 'katapsygmeno'],
    ...['katapsygmena', 'reito', 'naengdong', 'beku'],
  ].map((word) => [word, 'frozen'] as const),
  ...['lata', 'latas', 'enlatado', 'enlatados', 'lattina', 'konserwowa', 'konserwowe'].map(
    (word) => [word, 'tinned'] as const,
  ),
])

/**
 * An item's words (normalised: lowercase, accents folded) with a state said in another language
 * said in English too.
 */
export function withStatesInEnglish(read: readonly string[]): string[] {
  const states = read.flatMap((word) => {
    const english = STATE_WORDS.get(word)
    return english === undefined ? [] : [english]
  })
  return states.length === 0 ? [...read] : [...read, ...states]
}
