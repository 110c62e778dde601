// A tiny renderHook for React 19 in happy-dom (no testing-library in this project).
import { act } from 'react'
import { createRoot } from 'react-dom/client'

export function renderHook<P, R>(hook: (props: P) => R, initialProps: P) {
  const result: { current: R | undefined } = { current: undefined }
  function Probe({ props }: { props: P }) {
    result.current = hook(props)
    return null
  }
  const container = document.createElement('div')
  const root = createRoot(container)
  act(() => root.render(<Probe props={initialProps} />))
  return {
    result: result as { current: R },
    rerender(props: P) {
      act(() => root.render(<Probe props={props} />))
    },
    unmount() {
      act(() => root.unmount())
    },
  }
}
