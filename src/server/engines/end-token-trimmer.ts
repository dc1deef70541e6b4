/**
 * End-of-sequence tokens some servers leak into the text when they end an answer (TGI's `</s>`,
 * Llama 3's `<|eot_id|>`, ChatML's `<|im_end|>`, Phi's `<|end|>`, GPT-style `<|endoftext|>`).
 * Only those at the very end of the answer are dropped (with the whitespace after them): the end
 * of each piece that is, or may become, such a token is held back until the next piece shows
 * whether more text follows. A token in the middle of the text is left alone.
 */
export const END_TOKENS = ['</s>', '<|eot_id|>', '<|im_end|>', '<|end|>', '<|endoftext|>'] as const

export interface EndTokenTrimmer {
  push(text: string): string
  end(): string
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\n' || char === '\r' || char === '\t'
}

const LONGEST_TOKEN = Math.max(...END_TOKENS.map((token) => token.length))

/** Where the held end of `text` starts: end tokens and the whitespace after them, or a token's beginning. */
function heldFrom(text: string): number {
  // Every token starts with "<" and ends with ">": most pieces end in neither, and go at once.
  let last = text.length
  while (last > 0 && isSpace(text[last - 1])) last -= 1
  const lastOpen = text.lastIndexOf('<')
  const mayEndInPart = lastOpen !== -1 && text.length - lastOpen < LONGEST_TOKEN
  if (text[last - 1] !== '>' && !mayEndInPart) return text.length
  let from = text.length
  if (mayEndInPart) {
    const tail = text.slice(lastOpen)
    if (END_TOKENS.some((token) => token.length > tail.length && token.startsWith(tail))) {
      from = lastOpen
    }
  }
  let held = from
  for (;;) {
    let before = from
    while (before > 0 && isSpace(text[before - 1])) before -= 1
    const token = END_TOKENS.find((candidate) => text.endsWith(candidate, before))
    if (token === undefined) return held
    from = before - token.length
    held = from
  }
}

export function createEndTokenTrimmer(): EndTokenTrimmer {
  let held = ''
  return {
    push(text) {
      const pending = held + text
      const cut = heldFrom(pending)
      held = pending.slice(cut)
      return pending.slice(0, cut)
    },
    end() {
      const rest = held
      held = ''
      // Held text that starts with a whole token is tokens and whitespace: all of it goes.
      return END_TOKENS.some((token) => rest.startsWith(token)) ? '' : rest
    },
  }
}
