import { createFileRoute } from '@tanstack/react-router'
import { adminUsersSearch } from '@contract/admin-search'
import { UsersScreen } from '@/features/admin/components/users-screen'

export const Route = createFileRoute('/admin/users/')({
  validateSearch: adminUsersSearch,
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
