import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const snapshot = () => onlineManager.isOnline()

/**
 * Whether the API can be reached now (device online and the last call or probe got an answer).
 * Money-moving buttons use it to say the app is offline instead of queueing the payment.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true)
}
