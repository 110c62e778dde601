// Where the browser wrapped a piece of text: the text and, for each line after the first, the
// character it starts with (measured from each character's box, so it is what a person sees).
import type { Locator } from '@playwright/test'

export interface Wrapped {
  text: string
  /** Index in `text` of each character that starts a new line. */
  lineStarts: number[]
}

export function wrapped(el: Locator): Promise<Wrapped> {
  return el.evaluate((root) => {
    let text = ''
    const lineStarts: number[] = []
    let lastTop: number | undefined
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? ''
      for (let i = 0; i < value.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getClientRects()[0]
        if (box && box.width > 0) {
          if (lastTop !== undefined && box.top > lastTop + box.height / 2)
            lineStarts.push(text.length)
          lastTop = box.top
        }
        text += value[i]
      }
    }
    return { text, lineStarts }
  })
}
