import { useState } from 'react'
import styles from './avatar.module.css'

export interface AvatarProps {
  name: string
  photoUrl?: string | null
  size?: number
}

/** Hue from the name so each user's placeholder keeps its colour. */
function hueOf(name: string): number {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360
  return h
}

/**
 * The one avatar of the app (top bar, account details): the user's photo, or the first letter of
 * the name passed in on a coloured circle when there is none or it fails to load.
 */
export function Avatar({ name, photoUrl, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  if (photoUrl && !failed) {
    return (
      <img
        className={styles.avatar}
        src={photoUrl}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    )
  }
  const initial = name.trim().charAt(0).toUpperCase() || '?'
  return (
    <svg
      className={styles.avatar}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      data-testid="avatar-placeholder"
    >
      <circle cx="20" cy="20" r="20" fill={`hsl(${hueOf(name)} 55% 50%)`} />
      <text x="20" y="26" textAnchor="middle" fontSize="17" fontWeight="600" fill="#fff">
        {initial}
      </text>
    </svg>
  )
}
