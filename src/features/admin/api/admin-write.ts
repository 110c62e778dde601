import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/** An admin write that, once accepted, reloads the lists it changed (the mutation waits for it). */
export function useAdminWrite<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  })
}
