// While money moves, closing the app asks first (Bot API 6.2+). Counted, so two calls in flight
// keep the confirmation until both have answered.
import { webApp } from './web-app'

let inFlight = 0

function setConfirmation(need: boolean) {
  const tg = webApp('6.2')
  if (need) tg?.enableClosingConfirmation()
  else tg?.disableClosingConfirmation()
}

/** Runs `call` with closing confirmation on, and drops it once the last such call settles. */
export async function withClosingConfirmation<T>(call: () => Promise<T>): Promise<T> {
  if (inFlight++ === 0) setConfirmation(true)
  try {
    return await call()
  } finally {
    if (--inFlight === 0) setConfirmation(false)
  }
}
