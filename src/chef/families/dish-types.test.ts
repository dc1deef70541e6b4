import { expect, test } from 'vitest'
import { defineFamily } from './dish-types.ts'

// Checked by `npm run typecheck`: if a misspelt role id ever compiled again, the expected-error
// directives below would be unused, and that fails the typecheck.
test("a family's role ids are checked when it is compiled", () => {
  const family = defineFamily({
    id: 'check',
    name: 'Check',
    course: 'main',
    roles: [{ id: 'protein', accepts: () => true, max: 1 }],
    // @ts-expect-error a typo in a role id does not compile
    fits: (assigned) => assigned.has('protien'),
    write: (dish) => ({
      // @ts-expect-error nor in the writer
      title: dish.list('protien'),
      description: '',
      minutes: 5,
      steps: [],
    }),
  })
  expect(family.roles.map((role) => role.id)).toEqual(['protein'])
})
