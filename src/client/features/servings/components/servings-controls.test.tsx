import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useRecipeView, useShownMarkdown } from '../../../hooks/use-recipe-view.ts'
import {
  getChosenView,
  RECIPE_VIEW_KEY,
  reloadRecipeViews,
} from '../../../stores/recipe-view-store.ts'
import ServingsControls from './servings-controls.tsx'

const RECIPE = `## Leek and Potato Soup

**Serves 2 · 40 minutes**

### Ingredients

- Leeks — 2
- Potatoes — 400 g
- Eggs — 3
- Stock — 1 litre

### Method

1. Heat the oven to 200 °C.
2. Simmer for 20 minutes.
`

/** The recipe as the page would show it with the controls' choice. */
function ShownRecipe({ kept }: { kept?: unknown }) {
  const [view] = useRecipeView(RECIPE, kept)
  return <pre data-testid="shown">{useShownMarkdown(RECIPE, view)}</pre>
}

beforeEach(() => {
  sessionStorage.clear()
  reloadRecipeViews()
})

describe('ServingsControls', () => {
  it("offers the recipe's own servings, ½× to 4×, and Metric checked for a metric recipe", () => {
    render(<ServingsControls markdown={RECIPE} />)
    const servings = screen.getByRole('spinbutton', { name: 'Servings' })
    expect(servings).toHaveValue(2)
    expect(servings).toHaveAttribute('min', '1')
    expect(servings).toHaveAttribute('max', '8')
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'US' })).not.toBeChecked()
    expect(screen.getByText('The recipe serves 2')).toBeInTheDocument()
    // Nothing changed, nothing to go back to.
    expect(screen.queryByText('Ingredients as written')).not.toBeInTheDocument()
  })

  it('scales the recipe shown and keeps the choice for the session', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ServingsControls markdown={RECIPE} />
        <ShownRecipe />
      </>,
    )
    const servings = screen.getByRole('spinbutton', { name: 'Servings' })
    await user.clear(servings)
    await user.type(servings, '4')
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('Potatoes — 800 g'))
    expect(screen.getByTestId('shown')).toHaveTextContent('Eggs — 6')
    expect(screen.getByTestId('shown')).toHaveTextContent('Serves 4 · 40 minutes')
    await user.click(screen.getByRole('radio', { name: 'US' }))
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('Potatoes — 1¾ lb'))
    expect(screen.getByTestId('shown')).toHaveTextContent('400 °F / gas mark 6')
    expect(getChosenView(RECIPE)).toEqual({ servings: 4, units: 'us' })
    expect(sessionStorage.getItem(RECIPE_VIEW_KEY)).toContain('"servings":4')

    // The lines as written, one click away; and back to them.
    await user.click(screen.getByText('Ingredients as written'))
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Leeks — 2')
    await user.click(screen.getByRole('button', { name: 'Show the recipe as written' }))
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('Potatoes — 400 g'))
    expect(servings).toHaveValue(2)
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked()
  })

  it('marks a number out of range and leaves the recipe as it was', () => {
    render(
      <>
        <ServingsControls markdown={RECIPE} />
        <ShownRecipe />
      </>,
    )
    const servings = screen.getByRole('spinbutton', { name: 'Servings' })
    fireEvent.change(servings, { target: { value: '40' } })
    expect(servings).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('From 1 to 8: the recipe serves 2')).toBeInTheDocument()
    expect(getChosenView(RECIPE)).toBeUndefined()
    fireEvent.blur(servings)
    expect(servings).toHaveValue(2)
  })

  it("shows a saved recipe's own choice, validated, until the cook changes it", async () => {
    render(
      <>
        <ServingsControls markdown={RECIPE} keptView={{ servings: 6, units: 'us' }} />
        <ShownRecipe kept={{ servings: 6, units: 'us' }} />
      </>,
    )
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(6)
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked()
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('Eggs — 9'))
  })

  it('reads a foreign or damaged kept choice as the recipe as written', () => {
    render(<ServingsControls markdown={RECIPE} keptView={{ servings: '6', units: 'imperial' }} />)
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(2)
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked()
  })

  it('offers units only, for a recipe that does not say what it serves', () => {
    render(
      <ServingsControls markdown={'## Toast\n\n- 1 slice bread\n- 10 g butter\n\n1. Toast.\n'} />,
    )
    expect(screen.queryByRole('spinbutton', { name: 'Servings' })).not.toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'US' })).toBeInTheDocument()
  })
})

describe('useShownMarkdown', () => {
  it('gives the markdown itself for a recipe as written, at once', () => {
    const { result } = renderHook(() => useShownMarkdown(RECIPE, {}))
    expect(result.current).toBe(RECIPE)
  })
})
