import { createFileRoute } from '@tanstack/react-router'
import { ReputationScreen } from '@/features/admin/components/reputation-screen'

export const Route = createFileRoute('/admin/reputation')({
  component: ReputationScreen,
})
