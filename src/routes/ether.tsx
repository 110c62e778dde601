import { createFileRoute } from '@tanstack/react-router'
import { EtherScreen } from '@/features/fluid/components/ether-screen'

export const Route = createFileRoute('/ether')({ component: EtherScreen })
