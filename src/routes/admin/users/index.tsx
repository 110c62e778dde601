import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { UsersScreen } from '@/features/admin/components/users-screen'
import { cursorParam, textParam } from '@/features/admin/search-params'

const search = z.object({
  q: textParam,
  cursor: cursorParam,
})

export const Route = createFileRoute('/admin/users/')({
  validateSearch: search,
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
