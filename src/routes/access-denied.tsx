import { createFileRoute } from '@tanstack/react-router'
import { AccessDeniedScreen } from '@/features/app-shell/components/access-denied-screen'

export const Route = createFileRoute('/access-denied')({ component: AccessDeniedScreen })
