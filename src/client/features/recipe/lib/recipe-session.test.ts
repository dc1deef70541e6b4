import { describe, expect, test, vi } from 'vitest'
import { MAX_IDEAS } from '../../../../shared/limits.ts'
import type { Preferences } from '../../../../shared/preferences.ts'
import type { SavedRecipe } from '../../../lib/saved-state.ts'
import type { RecipeSoFar, SentRecipeQuery } from '../types.ts'
import { RecipeSession, type RecipeSessionDeps } from './recipe-session.ts'
import { restoreSession, viewOf } from './recipe-session-state.ts'

const LIST = ['eggs', 'spinach', 'feta', 'onion']
const OUT_OF_IDEAS = '## Out of New Ideas for This List\n\nGo back to one of those.\n'
const NOT_QUITE = '## Not Quite a Recipe Yet\n\nAdd a few things.\n'

/** One request as the fake client sees it, answered (or failed) when the test says. */
interface Call {
  query: SentRecipeQuery
  signal: AbortSignal
  write: (markdown: string) => void
  finish: (extra?: Partial<RecipeSoFar>) => void
  fail: (error: unknown) => void
}

function setUp(initial?: Parameters<typeof restoreSession>[0], preferences?: Preferences) {
  const calls: Call[] = []
  const saved: Parameters<RecipeSessionDeps['save']>[0][] = []
  let currentPreferences = preferences
  const deps: RecipeSessionDeps = {
    load: () =>
      Promise.resolve({
        getPreferences: () => currentPreferences,
        fetchRecipe: (query, signal, onProgress, onThinking) =>
          new Promise<RecipeSoFar>((resolve, reject) => {
            let soFar: RecipeSoFar = { markdown: '', engine: 'offline', warnings: [] }
            signal.addEventListener('abort', () => reject(signal.reason))
            calls.push({
              query,
              signal,
              write: (markdown) => {
                soFar = { ...soFar, markdown: soFar.markdown + markdown }
                onProgress(soFar)
              },
              finish: (extra) => {
                // As the client's `done` does: what it says is shown with the recipe.
                if (extra) {
                  soFar = { ...soFar, ...extra }
                  onProgress(soFar)
                }
                resolve(soFar)
              },
              fail: reject,
            })
            onThinking?.()
          }),
      }),
    save: (patch) => saved.push(patch),
    onFailure: vi.fn(),
  }
  const session = new RecipeSession(deps, initial ? restoreSession(initial) : undefined)
  const view = () => viewOf(session.getSnapshot())
  const title = () => /^## (.+)$/m.exec(view().shown?.markdown ?? '')?.[1]
  /** Sends, answers with `markdown` and waits for the session to settle. */
  async function answer(send: () => Promise<void>, markdown: string, extra?: Partial<RecipeSoFar>) {
    const done = send()
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    const call = calls.at(-1)
    call?.write(markdown)
    call?.finish(extra)
    await done
    return call
  }
  const setPreferences = (next: Preferences | undefined) => {
    currentPreferences = next
  }
  return { session, calls, saved, view, title, answer, deps, setPreferences }
}

const recipe = (title: string) => `## ${title}\n\n1. Cook it.\n`

function savedIdea(title: string, ingredients = LIST, variant = 0): SavedRecipe {
  return {
    markdown: recipe(title),
    engine: 'offline',
    status: 'done',
    request: { ingredients, variant },
    warnings: [],
  }
}

describe('a first request', () => {
  test('start: streaming at once, nothing shown until the first words, which are an arrival', async () => {
    const { session, calls, view } = setUp()
    const done = session.start({ ingredients: LIST, variant: 0 })
    expect(view().status).toBe('streaming')
    expect(view().waitingFor).toEqual({ ingredients: LIST, variant: 0 })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(session.getSnapshot().isThinking).toBe(true)

    calls[0]?.write('## Frittata\n')
    expect(view().shown?.markdown).toBe('## Frittata\n')
    expect(view().waitingFor).toBeNull()
    expect(session.getSnapshot().arrivals).toBe(1)

    calls[0]?.finish()
    await done
    expect(view().status).toBe('done')
    expect(view().nav).toMatchObject({ count: 1, position: 1, lists: 1 })
  })

  test('done: the recipe is the first idea of its list, kept with the request and preferences', async () => {
    const { session, answer, view, saved } = setUp(undefined, { diets: ['vegetarian'] })
    const call = await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    expect(call?.query.preferences).toEqual({ diets: ['vegetarian'] })
    expect(view().ideas).toHaveLength(1)
    expect(view().ideas[0]?.request).toEqual({
      ingredients: LIST,
      variant: 0,
      preferences: { diets: ['vegetarian'] },
    })
    expect(saved.at(-1)?.ideas).toHaveLength(1)
    expect(saved.at(-1)?.recipe?.markdown).toBe(recipe('A'))
  })

  test('stop: what arrived is kept, as a stopped idea; stopped before any words, nothing', async () => {
    const { session, calls, view } = setUp()
    const first = session.start({ ingredients: LIST, variant: 0 })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.write('## Half\n')
    session.stop()
    await first
    expect(view().status).toBe('stopped')
    expect(view().ideas).toHaveLength(1)

    const second = session.anotherIdea()
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    session.stop()
    await second
    expect(view().status).toBe('stopped')
    expect(view().ideas).toHaveLength(1)
  })

  test('failure: the error is said and nothing is lost or saved', async () => {
    const { session, calls, view, saved, deps } = setUp({
      recipe: savedIdea('Kept'),
      ideas: [savedIdea('Kept')],
    })
    const done = session.start({ ingredients: [...LIST, 'rice'], variant: 0 })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.write('## Half\n')
    calls[0]?.fail(new Error('boom'))
    await done
    expect(view().status).toBe('error')
    expect(session.getSnapshot().error).toEqual(new Error('boom'))
    expect(deps.onFailure).toHaveBeenCalled()
    expect(view().shown?.markdown).toBe(recipe('Kept'))
    expect(saved).toEqual([])
  })

  test('a newer request replaces an older one, whose late answer changes nothing', async () => {
    const { session, calls, view } = setUp()
    const first = session.start({ ingredients: LIST, variant: 0 })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    const second = session.start({ ingredients: [...LIST, 'rice'], variant: 0 })
    expect(calls[0]?.signal.aborted).toBe(true)
    await first
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    calls[1]?.write(recipe('Second'))
    calls[1]?.finish()
    await second
    expect(view().ideas.map((idea) => idea.markdown)).toEqual([recipe('Second')])
  })
})

describe('"Another idea"', () => {
  async function threeIdeas() {
    const setup = setUp()
    const { session, answer } = setup
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    await answer(() => session.anotherIdea(), recipe('B'))
    await answer(() => session.anotherIdea(), recipe('C'))
    return setup
  }

  test('asks for the next variant, naming the ideas given, and adds to the list', async () => {
    const { calls, view } = await threeIdeas()
    expect(calls[2]?.query).toMatchObject({
      variant: 2,
      earlier: [recipe('A'), recipe('B')],
    })
    expect(view().nav).toMatchObject({ count: 3, position: 3 })
  })

  test('while the next one arrives it counts as the newest; before, the shown one stays', async () => {
    const { session, calls, view } = await threeIdeas()
    const done = session.anotherIdea()
    expect(view().nav).toMatchObject({ count: 3, position: 3 })
    await vi.waitFor(() => expect(calls).toHaveLength(4))
    calls[3]?.write('## D\n')
    expect(view().nav).toMatchObject({ count: 4, position: 4 })
    calls[3]?.finish()
    await done
  })

  test('failure keeps every idea, on screen and in storage, with "Try again"', async () => {
    const { session, calls, view, saved, answer } = await threeIdeas()
    const savedBefore = saved.length
    const done = session.anotherIdea()
    await vi.waitFor(() => expect(calls).toHaveLength(4))
    calls[3]?.fail(new Error('429'))
    await done
    expect(view().status).toBe('error')
    expect(view().ideas).toHaveLength(3)
    expect(view().nav).toMatchObject({ count: 3, position: 3 })
    expect(saved).toHaveLength(savedBefore)

    await answer(() => session.retry(), recipe('D'))
    expect(calls[4]?.query.variant).toBe(3)
    expect(view().nav).toMatchObject({ count: 4, position: 4 })
    expect(view().status).toBe('done')
  })

  test('"Ask the offline chef" sends the failed request to it, and later ideas go on with it', async () => {
    const { session, calls, answer } = await threeIdeas()
    const done = session.anotherIdea()
    await vi.waitFor(() => expect(calls).toHaveLength(4))
    calls[3]?.fail(new Error('upstream'))
    await done
    await answer(() => session.retry('offline'), recipe('D'))
    expect(calls[4]?.query).toMatchObject({ variant: 3, engine: 'offline' })
    await answer(() => session.anotherIdea(), recipe('E'))
    expect(calls[5]?.query).toMatchObject({ variant: 4, engine: 'offline' })
  })

  test('out of ideas is shown but is no idea: not kept, not counted, and never pushes one out', async () => {
    const { session, calls, view, saved, answer } = await threeIdeas()
    for (let press = 0; press < 12; press += 1) {
      await answer(() => session.anotherIdea(), OUT_OF_IDEAS, { kind: 'out-of-ideas' })
      expect(view().shown?.markdown).toBe(OUT_OF_IDEAS)
      expect(view().nav).toMatchObject({ count: 3, position: null })
      expect(view().ideas).toHaveLength(3)
    }
    // Each press goes on from the last, whatever it answered.
    expect(calls.at(-1)?.query.variant).toBe(14)
    expect(saved.at(-1)?.ideas).toHaveLength(3)
    expect(saved.at(-1)?.recipe?.markdown).toBe(OUT_OF_IDEAS)
    // "Previous" goes back to the newest idea.
    session.showIdea(2)
    expect(view().shown?.markdown).toBe(recipe('C'))
    expect(view().nav).toMatchObject({ count: 3, position: 3 })
  })

  test('without `kind` (stored, or stopped before done), the heading tells an answer apart', async () => {
    const { session, view, answer } = await threeIdeas()
    await answer(() => session.anotherIdea(), OUT_OF_IDEAS)
    expect(view().nav).toMatchObject({ count: 3, position: null })
  })

  test('at most ten ideas, the oldest out first', async () => {
    const { session, view, answer } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('Idea 1'))
    for (let idea = 2; idea <= MAX_IDEAS + 2; idea += 1) {
      await answer(() => session.anotherIdea(), recipe(`Idea ${idea}`))
    }
    expect(view().ideas).toHaveLength(MAX_IDEAS)
    expect(view().ideas[0]?.markdown).toBe(recipe('Idea 3'))
    expect(view().nav).toMatchObject({ count: MAX_IDEAS, position: MAX_IDEAS })
  })
})

describe('showIdea', () => {
  test('shows an idea as it was, saves it as the one on screen, and waits while a request is out', async () => {
    const { session, view, saved, answer, calls } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    await answer(() => session.anotherIdea(), recipe('B'))
    session.showIdea(0)
    expect(view().shown?.markdown).toBe(recipe('A'))
    expect(view().nav).toMatchObject({ count: 2, position: 1 })
    expect(saved.at(-1)?.recipe?.markdown).toBe(recipe('A'))
    expect(saved.at(-1)?.ideas).toHaveLength(2)

    const done = session.anotherIdea()
    session.showIdea(1)
    expect(view().shown?.markdown).toBe(recipe('A'))
    await vi.waitFor(() => expect(calls).toHaveLength(3))
    calls[2]?.write(recipe('C'))
    calls[2]?.finish()
    await done
    expect(view().nav).toMatchObject({ count: 3, position: 3 })
  })

  test('an index out of range changes nothing', async () => {
    const { session, view, answer } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    session.showIdea(5)
    expect(view().shown?.markdown).toBe(recipe('A'))
  })
})

describe('"Get a recipe" again', () => {
  test('the same list (and preferences): the first idea, with every idea kept, without asking', async () => {
    const { session, view, calls, answer } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    await answer(() => session.anotherIdea(), recipe('B'))
    const arrivals = session.getSnapshot().arrivals

    await session.start({ ingredients: [...LIST].reverse(), variant: 0 })

    expect(calls).toHaveLength(2)
    expect(view().status).toBe('done')
    expect(view().shown?.markdown).toBe(recipe('A'))
    expect(view().nav).toMatchObject({ count: 2, position: 1 })
    expect(session.getSnapshot().arrivals).toBe(arrivals + 1)
  })

  test('ideas written on the device (the server was out of reach) are asked again', async () => {
    const { session, calls, answer } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'), {
      engine: 'device',
    })
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A from server'))
    expect(calls).toHaveLength(2)
  })

  test('the same list with other preferences asks afresh', async () => {
    const { session, answer, setPreferences, calls } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    setPreferences({ diets: ['vegan'] })
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('Vegan A'))
    expect(calls).toHaveLength(2)
    expect(calls[1]?.query.preferences).toEqual({ diets: ['vegan'] })
  })

  test('a new list starts afresh, and the earlier list stays reachable', async () => {
    const { session, view, answer, saved } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    await answer(() => session.anotherIdea(), recipe('B'))
    await answer(() => session.start({ ingredients: [...LIST, 'rice'], variant: 0 }), recipe('R'))
    expect(view().nav).toMatchObject({ count: 1, position: 1, lists: 2, list: 1 })
    expect(saved.at(-1)?.ideas).toHaveLength(1)

    session.showList(0)
    expect(view().shown?.markdown).toBe(recipe('B'))
    expect(view().nav).toMatchObject({ count: 2, position: 2, lists: 2, list: 0 })
    // What a reload shows is what is on screen: the earlier list's ideas.
    expect(saved.at(-1)?.ideas).toHaveLength(2)

    // "Another idea" goes on for the list on screen.
    await answer(() => session.anotherIdea(), recipe('C'))
    expect(view().nav).toMatchObject({ count: 3, position: 3, list: 0 })
    session.showList(1)
    expect(view().shown?.markdown).toBe(recipe('R'))
  })

  test('"Get a recipe" for an earlier list goes back to its ideas', async () => {
    const { session, view, answer, calls } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    await answer(() => session.start({ ingredients: [...LIST, 'rice'], variant: 0 }), recipe('R'))
    await session.start({ ingredients: LIST, variant: 0 })
    expect(calls).toHaveLength(2)
    expect(view().shown?.markdown).toBe(recipe('A'))
    expect(view().nav).toMatchObject({ list: 0, lists: 2 })
  })

  test('not a recipe yet: shown, not an idea, and the earlier list is still reachable', async () => {
    const { session, view, answer } = setUp()
    await answer(() => session.start({ ingredients: LIST, variant: 0 }), recipe('A'))
    await answer(() => session.start({ ingredients: ['salt'], variant: 0 }), NOT_QUITE, {
      kind: 'not-a-recipe',
    })
    expect(view().shown?.markdown).toBe(NOT_QUITE)
    expect(view().ideas).toHaveLength(0)
    expect(view().nav).toMatchObject({ count: 0, position: null, lists: 2, list: 1 })
    session.showList(0)
    expect(view().shown?.markdown).toBe(recipe('A'))
    expect(view().nav).toMatchObject({ lists: 1 })
  })
})

describe('restoreSession', () => {
  test('ideas and the one on screen', () => {
    const ideas = [savedIdea('A'), savedIdea('B'), savedIdea('C')]
    const view = viewOf(restoreSession({ recipe: ideas[1] ?? null, ideas }))
    expect(view.nav).toMatchObject({ count: 3, position: 2, lists: 1 })
    expect(view.status).toBe('done')
  })

  test('answers stored as ideas before they were told apart are left out', () => {
    const outOfIdeas = { ...savedIdea('A', LIST, 3), markdown: OUT_OF_IDEAS }
    const ideas = [savedIdea('A'), outOfIdeas, savedIdea('B'), outOfIdeas]
    const state = restoreSession({ recipe: outOfIdeas, ideas })
    const view = viewOf(state)
    expect(view.ideas.map((idea) => idea.markdown)).toEqual([recipe('A'), recipe('B')])
    expect(view.shown?.markdown).toBe(OUT_OF_IDEAS)
    expect(view.nav).toMatchObject({ count: 2, position: null })
    // "Another idea" goes on from the out-of-ideas request.
    expect(state.lists[0]?.query.variant).toBe(3)
  })

  test('a recipe kept on its own is an idea of its own; nothing stored is nothing', () => {
    expect(viewOf(restoreSession({ recipe: savedIdea('A'), ideas: [] })).nav).toMatchObject({
      count: 1,
      position: 1,
    })
    expect(viewOf(restoreSession({ recipe: null, ideas: [] })).shown).toBeNull()
    expect(viewOf(restoreSession({ recipe: null, ideas: [] })).status).toBe('idle')
  })
})

test('stopped while its code loads, a request is never sent', async () => {
  const { session, calls, view } = setUp()
  const done = session.start({ ingredients: LIST, variant: 0 })
  session.stop()
  await done
  expect(calls).toHaveLength(0)
  expect(view().status).toBe('idle')
})

test('subscribers hear every change; dispose aborts the request out', async () => {
  const { session, calls } = setUp()
  const listener = vi.fn()
  const unsubscribe = session.subscribe(listener)
  const done = session.start({ ingredients: LIST, variant: 0 })
  expect(listener).toHaveBeenCalled()
  await vi.waitFor(() => expect(calls).toHaveLength(1))
  session.dispose()
  expect(calls[0]?.signal.aborted).toBe(true)
  await done
  unsubscribe()
})
