import styles from './skeleton.module.css'

export interface SkeletonProps {
  width?: number | string
  height?: number | string
  /** Pill-shaped corners (for text lines and amounts). */
  round?: boolean
  className?: string
}

/** A shimmering placeholder shown while data loads. */
export function Skeleton({ width = '100%', height = 16, round = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, round && styles.round, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  )
}
