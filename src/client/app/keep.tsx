import { KeptRecipeSources, type KeptRecipeSourcesProps } from './keep/kept-recipe-sources.tsx'
import { RecipeExtras, type RecipeExtrasProps } from './keep/recipe-extras.tsx'
import { ViewedRecipeNote, type ViewedRecipeNoteProps } from './keep/viewed-recipe-note.tsx'

type KeepPartProps =
  | ({ part: 'sources' } & KeptRecipeSourcesProps)
  | ({ part: 'actions' } & RecipeExtrasProps)
  | ({ part: 'note' } & ViewedRecipeNoteProps)

/**
 * What keeps a recipe and shows a kept one, loaded on its own after the first paint (a first
 * visit needs none of it); the app places each part where it belongs:
 * - `sources`: the "Saved recipes" list, and the reading of a shared link;
 * - `actions`: Save recipe, Share, Download and Print, after "Copy recipe";
 * - `note`: above the recipe area, whose recipe it is ("Saved recipe", "Shared recipe").
 */
export default function KeepPart(props: KeepPartProps) {
  switch (props.part) {
    case 'sources':
      return <KeptRecipeSources {...props} />
    case 'actions':
      return <RecipeExtras {...props} />
    case 'note':
      return <ViewedRecipeNote {...props} />
  }
}
