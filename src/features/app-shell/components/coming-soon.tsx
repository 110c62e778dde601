import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { EmptyState } from '@/components/ui/empty-state'
import { ToolsIcon } from '@/components/ui/icons'
import { TAB_ROOTS } from '../paths'
import styles from './coming-soon.module.css'

export interface ComingSoonProps {
  /** The screen's name, shown as its heading. */
  title: ReactNode
  /** Extra context, e.g. the domain the screen is about. */
  subject?: ReactNode
}

/** A screen of the route table that is not built yet: the route exists and says so. */
export function ComingSoon({ title, subject }: ComingSoonProps) {
  return (
    <div className={styles.wrap} data-testid="coming-soon">
      <h1>{title}</h1>
      {subject && <p className={styles.subject}>{subject}</p>}
      <EmptyState
        icon={<ToolsIcon size={48} />}
        title={<Trans>Coming soon</Trans>}
        description={<Trans>This section is being built and will appear in an update.</Trans>}
        action={
          <Link to={TAB_ROOTS.home} className={styles.home}>
            <Trans>Back to home</Trans>
          </Link>
        }
      />
    </div>
  )
}
