import { useEffect } from 'react'

/** Locks page scrolling while `locked`, restoring whatever overflow the page had before. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const html = document.documentElement
    const body = document.body
    const before = {
      html: html.style.overflow,
      body: body.style.overflow,
      touch: body.style.touchAction,
    }
    html.style.overflow = 'hidden'
    body.style.overflow = 'hidden'
    body.style.touchAction = 'none'
    return () => {
      html.style.overflow = before.html
      body.style.overflow = before.body
      body.style.touchAction = before.touch
    }
  }, [locked])
}
