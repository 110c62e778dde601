import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '@/features/admin/screens/admin-home'

export const Route = createFileRoute('/admin/')({
  component: AdminHome,
})
