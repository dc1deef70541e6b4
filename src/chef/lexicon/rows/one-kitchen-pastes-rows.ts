import type { Row } from '../lexicon-types.ts'

// Pastes a cook keeps for one kitchen (Peruvian aji, Thai tom yum, Chinese fermented bean curd)
// and the foods the classics need, which the lexicon did not know yet.
// prettier-ignore
export const ONE_KITCHEN_PASTES_ROWS: readonly Row[] = [
  ['aji amarillo paste', 'sauce', '1 tbsp', 'aji amarillo|aji amarillo chilli paste|aji amarillo chili paste|yellow chilli paste|yellow chili paste|amarillo paste', ''],
  ['aji panca paste', 'sauce', '1 tbsp', 'aji panca|panca paste|aji panca chilli paste|aji panca chili paste', ''],
  ['tom yum paste', 'sauce', '1 tbsp', 'tom yam paste|tomyum paste|tom yum soup paste|nam prik pao|nam prik phao|thai chilli jam', 'asian nonveg'],
  ['fermented bean curd', 'condiment', '1 tsp', 'fermented tofu|preserved bean curd|furu|fu ru|red fermented bean curd|white fermented bean curd|pickled tofu', 'asian'],
  ['khmeli suneli', 'spice', '1 tsp', 'khmeli-suneli|hmeli suneli|georgian spice mix|georgian spice blend', ''],
  ['pickled herring', 'fish', '1 fillet', 'marinated herring|sild|rollmops|rollmop|rollmop herring|matjes|matjes herring|soused herring|herring in wine sauce', 'cooked'],
  ['remoulade', 'condiment', '1 tbsp', 'remoulade sauce|danish remoulade', 'animal'],
]
