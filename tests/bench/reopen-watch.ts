// What the reopen benchmark watches in the page (tests/bench/reopen-browser.ts injects it before
// any script of the page runs): the first frame with the cached table, and the live app's takeover.
/**
 * The end point, the same for every page: rows of a table whose data source is the cache, not a
 * skeleton (no rows) and not the built-in list (data-source="fallback"). The time taken is that of
 * the frame that shows them: a task queued from the next animation frame runs after its paint. It
 * is reported on the console: waiting for it with Playwright's waitForFunction put Playwright's
 * injected script (120-450 ms of script at 4x CPU, traced) on the page's main thread before its
 * first frame, in both apps, which no user's reopen has.
 *
 * That task runs once the main thread has made the frame, and after whatever was queued before it
 * (here: the rest of the document's parsing and its module script). The frame reaches the screen
 * later, after raster on other threads; the browser reports that moment as the first contentful
 * paint, which in both apps is the frame with the rows (it is taken only when it came no earlier
 * than the animation frame that found them; else that run reports none).
 */
export const CONTENT_MESSAGE = 'reopen-content-at'
/**
 * Also reported: when this script ran, which is when the document was created, before any script
 * of the page. Up to there the time is the browser's (committing the navigation, a new renderer),
 * the same for any page; after it, the page's own.
 *
 * And the takeover (issue 35): the frame in which the live app's own table is in #root and the
 * painted copy (#snapshot, index.html) is gone, so what the user sees is the live screen and a tap
 * reaches it. src/lib/snapshot/screen-snapshots.ts removes the copy in the same frame as the live
 * screen settles. For the reference apps, which paint nothing before their framework, it is their
 * table's frame; the floor, a copy with nothing behind it, never gets there.
 */
export const TAKEOVER_MESSAGE = 'reopen-takeover-at'
export const WATCH_CONTENT = `(() => {
  const documentAt = performance.now()
  const selector = '[data-testid="tld-table"][data-source="live"] [data-testid="tld-row"]'
  const afterFrame = (then) =>
    requestAnimationFrame((frameAt) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => then(performance.now(), frameAt)
      channel.port2.postMessage(0)
    })
  let seen = false
  let tookOver = false
  const check = () => {
    const live = document.querySelector('#root ' + selector)
    if (!tookOver && live && !document.getElementById('snapshot')) {
      tookOver = true
      afterFrame((at) => console.debug('${TAKEOVER_MESSAGE}', at))
    }
    if (seen || !document.querySelector(selector)) return
    seen = true
    afterFrame((at, frameAt) => {
      const report = (presentedAt) => console.debug('${CONTENT_MESSAGE}', at, documentAt, presentedAt)
      const timeout = setTimeout(() => report(NaN), 5000)
      new PerformanceObserver((list, observer) => {
        const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint')
        if (!fcp) return
        observer.disconnect()
        clearTimeout(timeout)
        report(fcp.startTime >= frameAt ? fcp.startTime : NaN)
      }).observe({ type: 'paint', buffered: true })
    })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
})()`
