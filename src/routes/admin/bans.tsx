import { createFileRoute } from '@tanstack/react-router'
import { BansScreen } from '@/features/admin/components/bans-screen'

export const Route = createFileRoute('/admin/bans')({
  component: BansScreen,
})
