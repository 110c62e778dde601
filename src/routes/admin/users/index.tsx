import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { UsersScreen } from '@/features/admin/components/users-screen'

const search = z.object({
  q: z.string().max(100).optional().catch(undefined),
  cursor: z
    .string()
    .max(300)
    .regex(/^[\w-]+$/)
    .optional()
    .catch(undefined),
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
