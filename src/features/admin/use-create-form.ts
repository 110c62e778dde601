import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ChangeEvent } from 'react'
import { useToast } from '@/components/ui/toast'
import { useErrorText } from './error-text'

/**
 * The state of one "create" form of the admin console (a listing, a promo code): its fields as
 * typed, the first problem found in them, and a send that toasts the outcome and clears the form
 * once the server took it.
 */
export function useCreateForm<F extends Record<string, string>, TBody>(
  initial: F,
  create: UseMutationResult<unknown, Error, TBody>,
) {
  const toast = useToast()
  const errorText = useErrorText()
  const [fields, setFields] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  return {
    fields,
    /** The value and change handler of one field; `clean` rewrites what was typed. */
    field: (name: keyof F, clean: (typed: string) => string = (typed) => typed) => ({
      value: fields[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setFields((f) => ({ ...f, [name]: clean(e.target.value) })),
    }),
    /** Shows what is wrong and sends nothing. */
    refuse: (why: string) => setProblem(why),
    send: (body: TBody, done: string) => {
      setProblem(null)
      create.mutate(body, {
        onSuccess: () => {
          toast.success(done)
          setFields(initial)
        },
        onError: (err) => toast.error(errorText(err)),
      })
    },
    /** What CreateFormCard shows besides the fields. */
    card: { problem, pending: create.isPending },
  }
}
