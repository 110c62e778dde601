import { useLingui } from '@lingui/react/macro'
import type { MaintenanceScope } from '@contract/maintenance'

export interface SwitchTexts {
  title: string
  description: string
  enabled: string
  disabled: string
  messageUpdated: string
  toggleError: string
  messageError: string
}

/** The spec's section names and its toasts (section 8), per switch. */
export function useSwitchTexts(): Record<MaintenanceScope, SwitchTexts> {
  const { t } = useLingui()
  return {
    general: {
      title: t`General maintenance`,
      description: t`Blocks the whole site`,
      enabled: t`Maintenance mode enabled`,
      disabled: t`Maintenance mode disabled`,
      messageUpdated: t`Message updated`,
      toggleError: t`Error changing maintenance mode`,
      messageError: t`Error updating message`,
    },
    buy: {
      title: t`Domain purchase`,
      description: t`Blocks only the purchase page`,
      enabled: t`Purchase maintenance enabled`,
      disabled: t`Purchase maintenance disabled`,
      messageUpdated: t`Purchase message updated`,
      toggleError: t`Error changing purchase maintenance mode`,
      messageError: t`Error updating purchase message`,
    },
    market: {
      title: t`After Market`,
      description: t`Blocks only the After Market`,
      enabled: t`Market maintenance enabled`,
      disabled: t`Market maintenance disabled`,
      messageUpdated: t`Market message updated`,
      toggleError: t`Error changing market maintenance mode`,
      messageError: t`Error updating market message`,
    },
  }
}
