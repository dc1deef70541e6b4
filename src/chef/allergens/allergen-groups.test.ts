import { describe, expect, it } from 'vitest'
import type { AllergenGroup } from './allergen-groups.ts'
import { ALLERGEN_GROUPS, ALLERGEN_GROUP_INFO, readAllergenGroups } from './allergen-groups.ts'

describe('allergen groups', () => {
  it('are the 14 groups of EU food-information law, each with a name', () => {
    expect(ALLERGEN_GROUPS).toHaveLength(14)
    for (const group of ALLERGEN_GROUPS) expect(ALLERGEN_GROUP_INFO[group].id).toBe(group)
  })

  const cases: ReadonlyArray<readonly [string, readonly AllergenGroup[] | undefined]> = [
    ['nuts', ['tree-nuts', 'peanuts']],
    ['Nut allergy', ['tree-nuts', 'peanuts']],
    ['tree nuts', ['tree-nuts']],
    ['peanut', ['peanuts']],
    ['allergic to peanuts', ['peanuts']],
    ['severe peanut allergy', ['peanuts']],
    ['dairy', ['milk']],
    ['no dairy', ['milk']],
    ['lactose', ['milk']],
    ['lactose intolerant', ['milk']],
    ['milk', ['milk']],
    ['shellfish', ['crustaceans', 'molluscs']],
    ['seafood', ['fish', 'crustaceans', 'molluscs']],
    ['coeliac', ['gluten']],
    ['Celiac disease', ['gluten']],
    ['gluten', ['gluten']],
    ['wheat', ['gluten']],
    ['egg', ['eggs']],
    ['eggs', ['eggs']],
    ['soy', ['soya']],
    ['soya', ['soya']],
    ['sesame', ['sesame']],
    ['sesame-free', ['sesame']],
    ['celery', ['celery']],
    ['mustard', ['mustard']],
    ['sulphites', ['sulphites']],
    ['sulfites', ['sulphites']],
    ['lupin', ['lupin']],
    ['lupine', ['lupin']],
    ['molluscs', ['molluscs']],
    ['mollusks', ['molluscs']],
    ['crustaceans', ['crustaceans']],
    ['fish', ['fish']],
    ["I'm allergic to fish", ['fish']],
    // a dislike of a food, not an allergen group
    ['cheese', undefined],
    ['butter', undefined],
    ['coriander', undefined],
    ['peanut butter', undefined],
    ['prawns', undefined],
  ]
  it.each(cases)('reads %j', (text, groups) => {
    expect(readAllergenGroups(text)).toEqual(groups)
  })
})
