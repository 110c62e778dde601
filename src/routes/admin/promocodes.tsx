import { createFileRoute } from '@tanstack/react-router'
import { PromocodesScreen } from '@/features/admin/components/promocodes-screen'

export const Route = createFileRoute('/admin/promocodes')({
  component: PromocodesScreen,
})
