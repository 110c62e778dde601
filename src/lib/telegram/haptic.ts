// Haptic feedback (Bot API 6.1+); silently nothing outside Telegram or on older clients.
import { supports, withWebApp } from './web-app'

type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'

function run(call: Parameters<typeof withWebApp>[0]) {
  if (supports('6.1')) withWebApp(call)
}

export const haptic = {
  success: () => run((w) => w.HapticFeedback.notificationOccurred('success')),
  error: () => run((w) => w.HapticFeedback.notificationOccurred('error')),
  warning: () => run((w) => w.HapticFeedback.notificationOccurred('warning')),
  impact: (style: ImpactStyle = 'light') => run((w) => w.HapticFeedback.impactOccurred(style)),
  selection: () => run((w) => w.HapticFeedback.selectionChanged()),
}
