import { createFileRoute } from '@tanstack/react-router'
import { ListingsScreen } from '@/features/admin/components/listings-screen'

export const Route = createFileRoute('/admin/aftermarket')({
  component: ListingsScreen,
})
