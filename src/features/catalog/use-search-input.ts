import { useCallback, useEffect, useRef, useState } from 'react'
import { CYRILLIC_WARNING_MS, SEARCH_DEBOUNCE_MS, judgeSearchInput } from './search-rules'

export interface SearchInput {
  /** What the input shows. */
  input: string
  setInput: (value: string) => void
  /** The normalized query to search for, '' when there is nothing to search. */
  term: string
  /** True for 2.5 s after Cyrillic was typed. */
  cyrillicWarning: boolean
  /** The input (after the debounce) holds characters no domain can have. */
  invalid: boolean
}

/**
 * The search box's state: the term follows the input 300 ms after the last keystroke, and clears
 * at once (no request, no results left on screen) under 2 characters or when Cyrillic is typed.
 * Input no domain can hold clears the term and is flagged, after the same debounce.
 */
export function useSearchInput(initialInput = '', initialTerm = ''): SearchInput {
  const [input, setInputState] = useState(initialInput)
  const [term, setTerm] = useState(initialTerm)
  const [cyrillicWarning, setCyrillicWarning] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const warning = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(
    () => () => {
      clearTimeout(debounce.current)
      clearTimeout(warning.current)
    },
    [],
  )

  const setInput = useCallback((value: string) => {
    setInputState(value)
    clearTimeout(debounce.current)
    const verdict = judgeSearchInput(value)
    if (verdict.kind === 'cyrillic') {
      // The results of the previous word would read as answers to the Cyrillic one: clear them.
      setTerm('')
      setInvalid(false)
      setCyrillicWarning(true)
      clearTimeout(warning.current)
      warning.current = setTimeout(() => setCyrillicWarning(false), CYRILLIC_WARNING_MS)
    } else if (verdict.kind === 'clear') {
      setTerm('')
      setInvalid(false)
    } else {
      debounce.current = setTimeout(() => {
        setInvalid(verdict.kind === 'invalid')
        setTerm(verdict.kind === 'search' ? verdict.query : '')
      }, SEARCH_DEBOUNCE_MS)
    }
  }, [])

  return { input, setInput, term, cyrillicWarning, invalid }
}
