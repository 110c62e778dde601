// While money moves, closing the app asks first (Bot API 6.2+). Counted, so two calls in flight
// keep the confirmation until both have answered.
import { postEvent } from './bridge'

let inFlight = 0

const setConfirmation = (need: boolean) =>
  postEvent('web_app_setup_closing_behavior', { need_confirmation: need }, '6.2')

/** Runs `call` with closing confirmation on, and drops it once the last such call settles. */
export async function withClosingConfirmation<T>(call: () => Promise<T>): Promise<T> {
  if (inFlight++ === 0) setConfirmation(true)
  try {
    return await call()
  } finally {
    if (--inFlight === 0) setConfirmation(false)
  }
}
