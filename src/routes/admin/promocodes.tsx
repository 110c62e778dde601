import { createFileRoute } from '@tanstack/react-router'
import { PromocodesScreen } from '@/features/admin/screens/promocodes-screen'

export const Route = createFileRoute('/admin/promocodes')({
  component: PromocodesScreen,
})
