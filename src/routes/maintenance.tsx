import { createFileRoute } from '@tanstack/react-router'
import { AdminGate } from '@/features/admin/components/admin-gate'
import { MaintenanceControl } from '@/features/maintenance/components/maintenance-control'

export const Route = createFileRoute('/maintenance')({
  component: MaintenanceRoute,
})

function MaintenanceRoute() {
  return (
    <AdminGate>
      <MaintenanceControl />
    </AdminGate>
  )
}
