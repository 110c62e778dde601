import { useLingui } from '@lingui/react/macro'
import { ApiError, ContractError, NetworkError } from '@/lib/api-client'

/** One sentence for the admin about why a call failed. */
export function useErrorText() {
  const { t } = useLingui()
  return (err: unknown): string => {
    if (err instanceof NetworkError)
      return t`No connection to the server. Check the network and try again.`
    if (err instanceof ContractError)
      return t`The server answered in an unexpected format. Reload the page.`
    if (err instanceof ApiError) {
      if (err.status === 401) return t`Your admin session has ended. Sign in again.`
      if (err.status === 403) return t`This account has no admin rights.`
      if (err.status === 429) return t`Too many attempts. Wait a few minutes and try again.`
      if (err.status === 503)
        return t`The server cannot reach its database right now. Try again in a moment.`
      if (err.status >= 500) return t`The server failed to do this. Try again later.`
      if (err.code === 'domain_owned')
        return t`This domain belongs to a user and cannot be put on the After Market.`
      return err.message
    }
    return t`Something went wrong.`
  }
}

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401
