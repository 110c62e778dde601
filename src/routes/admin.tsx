import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminGate } from '@/features/admin/components/admin-gate'
import { AdminLayout } from '@/features/admin/components/admin-layout'

export const Route = createFileRoute('/admin')({
  component: AdminRoute,
})

function AdminRoute() {
  return (
    <AdminGate>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AdminGate>
  )
}
