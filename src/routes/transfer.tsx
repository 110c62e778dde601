import { createFileRoute } from '@tanstack/react-router'
import { TransferPage } from '@/features/transfer/components/transfer-page'

export const Route = createFileRoute('/transfer')({
  component: TransferPage,
})
