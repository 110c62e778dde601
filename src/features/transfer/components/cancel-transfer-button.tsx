import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { useCancelTransfer } from '../api/cancel-transfer'

/** "Cancel transfer" on a pending transfer, behind a confirmation; the registrar may refuse. */
export function CancelTransferButton({ id, domain }: { id: number; domain: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const cancel = useCancelTransfer()
  const [asking, setAsking] = useState(false)
  const errorText = (err: unknown) => {
    const code = err instanceof ApiError ? err.code : ''
    if (code === 'transfer_starting')
      return t`The transfer is still being started. Try again in a minute.`
    if (code === 'transfer_not_cancellable')
      return t`The registrar no longer allows cancelling this transfer.`
    return t`Could not cancel the transfer. Try again later.`
  }
  const confirm = () =>
    cancel.mutate(
      { id },
      {
        onSuccess: () => {
          setAsking(false)
          toast.success(t`Transfer cancelled, money refunded`)
        },
        onError: (err) => {
          setAsking(false)
          toast.error(errorText(err))
        },
      },
    )
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setAsking(true)}
        data-testid="transfer-cancel"
      >
        <Trans>Cancel transfer</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        busy={cancel.isPending}
        title={<Trans>Cancel the transfer of {domain}?</Trans>}
        message={
          <Trans>
            The domain stays with its current registrar and the payment goes back to your balance.
            Once the registry has taken the transfer on, it can no longer be cancelled.
          </Trans>
        }
        confirmLabel={<Trans>Cancel transfer</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
