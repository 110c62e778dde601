import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'
import type { DetailsView } from '../details-rules'
import styles from './details.module.css'

/** Photo (or initial, exactly as in the top bar), full name and @username of the account. */
export function DetailsHeader({ profile }: { profile: DetailsView }) {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  return (
    <Card>
      <div className={styles.header}>
        <Avatar name={profile.first_name} photoUrl={profile.photo_url} size={56} />
        <div>
          <div className={styles.name} data-testid="details-name">
            {name}
          </div>
          {profile.username && <div className={styles.username}>@{profile.username}</div>}
        </div>
      </div>
    </Card>
  )
}
