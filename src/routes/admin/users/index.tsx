import { createFileRoute } from '@tanstack/react-router'
import { adminUsersSearch } from '@contract/first-route'
import { UsersScreen } from '@/features/admin/components/users-screen'
import { searchFrom } from '@/lib/validators/search'

export const Route = createFileRoute('/admin/users/')({
  validateSearch: searchFrom(adminUsersSearch),
  component: UsersRoute,
})

function UsersRoute() {
  const { q = '', cursor } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <UsersScreen
      key={q}
      q={q}
      cursor={cursor}
      onSearch={(next) =>
        void navigate({
          search: { q: next.q || undefined, cursor: next.cursor },
        })
      }
    />
  )
}
