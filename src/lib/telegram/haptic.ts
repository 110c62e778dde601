// Haptic feedback (Bot API 6.1+); silently nothing outside Telegram or on older clients.
import { webApp } from './web-app'

type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'

const feedback = () => webApp('6.1')?.HapticFeedback

export const haptic = {
  success: () => void feedback()?.notificationOccurred('success'),
  error: () => void feedback()?.notificationOccurred('error'),
  warning: () => void feedback()?.notificationOccurred('warning'),
  impact: (style: ImpactStyle = 'light') => void feedback()?.impactOccurred(style),
  selection: () => void feedback()?.selectionChanged(),
}
