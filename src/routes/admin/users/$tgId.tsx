import { createFileRoute } from '@tanstack/react-router'
import { UserScreen } from '@/features/admin/components/user-screen'

export const Route = createFileRoute('/admin/users/$tgId')({
  component: UserRoute,
})

function UserRoute() {
  const { tgId } = Route.useParams()
  return <UserScreen key={tgId} tgId={tgId} />
}
