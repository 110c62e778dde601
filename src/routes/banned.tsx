import { createFileRoute } from '@tanstack/react-router'
import { BannedScreen } from '@/features/session/components/banned-screen'

export const Route = createFileRoute('/banned')({ component: BannedScreen })
