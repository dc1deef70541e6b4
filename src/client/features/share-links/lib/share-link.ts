import { SHARE_PREFIX } from '../../../lib/kept-recipe-keys.ts'
import { isRecord, toRecipe, type SavedRecipe } from '../../../lib/saved-state.ts'

/**
 * A shared recipe travels in the link itself, in the fragment (`#recipe=…`), which browsers never
 * send to a server: Chef Claude stores and sees nothing. The fragment is the recipe as JSON,
 * deflated with the browser's own CompressionStream ('deflate-raw': no library, no header) and
 * written in base64url. A 1,024-token recipe (about 4,100 characters) makes a link of about 2,800.
 */
export { SHARE_PREFIX } from '../../../lib/kept-recipe-keys.ts'

/** Longest fragment read (after the prefix): anything longer is refused before it is inflated. */
export const MAX_SHARED_PAYLOAD_LENGTH = 16_000

/**
 * Most bytes a fragment may inflate to: a small link must not unpack into megabytes (a
 * decompression bomb); inflating stops as soon as this is passed.
 */
export const MAX_SHARED_JSON_BYTES = 64 * 1024

const FORMAT_VERSION = 1

export type ShareLinkProblem = 'damaged' | 'too-long' | 'unsupported'

/** Why a recipe could not be put into, or read from, a link. */
export class ShareLinkError extends Error {
  readonly problem: ShareLinkProblem

  constructor(problem: ShareLinkProblem) {
    super(`Shared recipe link: ${problem}`)
    this.name = 'ShareLinkError'
    this.problem = problem
  }
}

/** The link that shows `recipe` on this page. */
export async function shareLinkFor(
  recipe: SavedRecipe,
  page: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location,
): Promise<string> {
  return `${page.origin}${page.pathname}${page.search}${SHARE_PREFIX}${await encodeRecipe(recipe)}`
}

/** The fragment's payload for `recipe`; too long a recipe is refused, as it would be on opening. */
export async function encodeRecipe(recipe: SavedRecipe): Promise<string> {
  const json = JSON.stringify({
    v: FORMAT_VERSION,
    markdown: recipe.markdown,
    // Never read back (see decodeRecipe), but kept in the format so older pages still read it.
    engine: null,
    status: recipe.status,
    request: recipe.request,
    // The servings and units it was shared in; older pages ignore it.
    ...(recipe.view !== undefined && { view: recipe.view }),
  })
  const bytes = new TextEncoder().encode(json)
  if (bytes.byteLength > MAX_SHARED_JSON_BYTES) throw new ShareLinkError('too-long')
  const payload = toBase64Url(await transform(bytes, compressor(), Infinity))
  if (payload.length > MAX_SHARED_PAYLOAD_LENGTH) throw new ShareLinkError('too-long')
  return payload
}

/**
 * Reads the recipe from a location hash (`#recipe=…`). Untrusted input: the length is checked
 * before anything is inflated, inflating is bounded, and the result must pass the same checks as
 * a recipe read back from storage. Warnings are not carried: they were about the sender's
 * preferences, not this visitor's. Nor is the engine: anyone can write a link that claims one.
 */
export async function decodeRecipe(hash: string): Promise<SavedRecipe> {
  if (!hash.startsWith(SHARE_PREFIX)) throw new ShareLinkError('damaged')
  const payload = hash.slice(SHARE_PREFIX.length)
  if (payload.length > MAX_SHARED_PAYLOAD_LENGTH) throw new ShareLinkError('too-long')
  const bytes = fromBase64Url(payload)
  const json = await transform(bytes, decompressor(), MAX_SHARED_JSON_BYTES)
  let data: unknown
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json))
  } catch {
    throw new ShareLinkError('damaged')
  }
  // A link cannot vouch for who wrote it: it reads as no engine's words, whatever it says.
  const recipe =
    isRecord(data) && data.v === FORMAT_VERSION
      ? toRecipe({ ...data, engine: null, warnings: [] })
      : null
  if (!recipe) throw new ShareLinkError('damaged')
  return recipe
}

function compressor(): CompressionStream {
  if (typeof CompressionStream !== 'function') throw new ShareLinkError('unsupported')
  return new CompressionStream('deflate-raw')
}

function decompressor(): DecompressionStream {
  if (typeof DecompressionStream !== 'function') throw new ShareLinkError('unsupported')
  return new DecompressionStream('deflate-raw')
}

/** Runs bytes through a (de)compression stream, giving up once the output passes `maxBytes`. */
async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  through: ReadableWritablePair<Uint8Array, BufferSource>,
  maxBytes: number,
): Promise<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  const reader = input.pipeThrough(through).getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        // Cancelling stops the inflater: the rest of a bomb is never unpacked.
        void reader.cancel().catch(() => undefined)
        throw new ShareLinkError('too-long')
      }
      chunks.push(value)
    }
  } catch (error) {
    // Truncated or foreign data makes the stream fail with a TypeError: a damaged link.
    throw error instanceof ShareLinkError ? error : new ShareLinkError('damaged')
  }
  const output = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    output.set(chunk, offset)
    offset += chunk.byteLength
  }
  return output
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new ShareLinkError('damaged')
  let binary: string
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    // A length no base64 can have (one character too many, say).
    throw new ShareLinkError('damaged')
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
