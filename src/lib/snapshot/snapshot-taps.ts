// A tap on the painted copy is not lost: index.html's script keeps the app path of the link tapped
// in the copy's `data-tap` and says so with a `snapshot-tap` event; the app replays it through the
// router, the one taken before the app ran as soon as the router exists, later ones as they come,
// until the copy is gone and the live screen answers taps itself. Only app paths are followed:
// the copy's links are the only thing replayed, never a button (some move money).

export const TAP_EVENT = 'snapshot-tap'

/** A path of this app, never another origin (`//host`, `/\host`) or a scheme. */
export const isAppPath = (href: string): boolean => /^\/(?![/\\])/.test(href)

/** Calls `go` with each tapped path of the copy: the one already taken, then each new one. */
export function followSnapshotTaps(
  go: (href: string) => void,
  copy: HTMLElement | null = document.getElementById('snapshot'),
): void {
  if (!copy) return
  const replay = () => {
    const href = copy.dataset.tap
    delete copy.dataset.tap
    if (!href || !isAppPath(href)) return
    // The screen already shown: a live link to it would not move either.
    if (href === window.location.pathname + window.location.search) return
    go(href)
  }
  replay()
  copy.addEventListener(TAP_EVENT, replay)
}
