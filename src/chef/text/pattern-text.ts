/**
 * Text made safe to put inside a regular expression: the chef builds its word patterns from food
 * names and place keys ("crème fraîche", "wheat berries (or barley)"), which may hold any of these.
 * One home, where nine modules each kept a copy.
 */
export function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
