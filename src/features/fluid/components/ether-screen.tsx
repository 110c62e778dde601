import { useLingui } from '@lingui/react/macro'
import { ETHER_FLUID_CONFIG } from '../fluid-config'
import { LazyFluid } from './lazy-fluid'
import styles from './ether-screen.module.css'

/** /ether: the fluid in red, teal and lime over the whole screen, nothing else. */
export function EtherScreen() {
  const { t } = useLingui()
  return (
    <div className={styles.screen} data-testid="ether">
      <h1 className="visually-hidden">{t`Ether`}</h1>
      <LazyFluid config={ETHER_FLUID_CONFIG} />
    </div>
  )
}
