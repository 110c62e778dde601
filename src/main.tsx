import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ToastProvider } from '@/components/ui/toast'
import { initI18n } from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { readLaunchParams } from '@/lib/telegram/launch-params'
import { startTelegram } from '@/lib/telegram/start'
import { createAppRouter } from './router'
import './styles/global.css'

// Launch parameters first: the first client-side navigation drops the hash they arrive in.
const launch = readLaunchParams()
startTelegram(launch)
const i18n = initI18n()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
)
