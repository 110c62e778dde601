// Haptic feedback (Bot API 6.1+); silently nothing outside Telegram or on older clients.
import { postEvent } from './bridge'

type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'

const trigger = (params: object) => postEvent('web_app_trigger_haptic_feedback', params, '6.1')

export const haptic = {
  success: () => trigger({ type: 'notification', notification_type: 'success' }),
  error: () => trigger({ type: 'notification', notification_type: 'error' }),
  warning: () => trigger({ type: 'notification', notification_type: 'warning' }),
  impact: (style: ImpactStyle = 'light') => trigger({ type: 'impact', impact_style: style }),
  selection: () => trigger({ type: 'selection_change' }),
}
