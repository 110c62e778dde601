import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { UsersScreen } from '@/features/admin/components/users-screen'

const search = z.object({
  q: z.string().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/admin/users/')({
  validateSearch: search,
  component: UsersRoute,
})

function UsersRoute() {
  const { q = '', page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <UsersScreen
      key={q}
      q={q}
      page={page}
      onSearch={(next) =>
        void navigate({
          search: { q: next.q || undefined, page: next.page > 1 ? next.page : undefined },
        })
      }
    />
  )
}
