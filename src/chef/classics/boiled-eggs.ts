// Eggs a visitor has boiled already ("hard boiled eggs") fill a classic's egg place only where
// its method hard-boils that egg and then peels it: the boiling is dropped, the peeling kept.

/** The clause that boils the egg of place `key` up to its peeling, in any of the house phrasings. */
function boilClause(key: string): RegExp {
  return new RegExp(
    `(?:meanwhile,? )?(?:(?:hard-)?boil the \\{${key}\\}(?: in another pan)?|lower the \\{${key}\\} into (?:a pan of )?boiling (?:\\{water\\}|water) and (?:cook|boil)) for [\\d½–-]+ minutes,?(?: until hard[,.])? (?:then )?cool(?: them| it)?(?: (?:in|under) (?:cold (?:running )?water|the cold tap))?(?: for \\d+ minutes)?,? (?:and |then )?peel(?: them| it)?(?: \\(skip this if [^)]*\\))?`,
    'gi',
  )
}

/** Whether the method boils and peels the egg of place `key`, so boiled eggs can take its place. */
export function boilsAndPeelsEgg(method: readonly string[], key: string): boolean {
  return method.some((step) => boilClause(key).test(step))
}

/** The method for eggs boiled already: "boil the {egg} for 9 minutes, cool…, peel" → "peel the {egg}". */
export function withEggsBoiledAlready(method: readonly string[], key: string): string[] {
  return method.map((step) =>
    step.replace(
      boilClause(key),
      (clause) => `${/^[A-Z]/.test(clause) ? 'P' : 'p'}eel the {${key}}`,
    ),
  )
}
