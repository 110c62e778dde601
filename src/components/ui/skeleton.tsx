import styles from './skeleton.module.css'

export interface SkeletonProps {
  width?: number | string
  height?: number | string
  /** Pill-shaped corners (for text lines and amounts). */
  round?: boolean
  className?: string
  /**
   * Text the placeholder takes the box of, without showing it (width and height are then ignored):
   * what replaces it, set in the same type, lands without moving anything when it is that text.
   */
  sizedAs?: string
}

/** A shimmering placeholder shown while data loads. */
export function Skeleton({
  width = '100%',
  height = 16,
  round = false,
  className,
  sizedAs,
}: SkeletonProps) {
  const classes = [
    styles.skeleton,
    round && styles.round,
    sizedAs !== undefined && styles.sized,
    className,
  ]
  return (
    <span
      aria-hidden="true"
      className={classes.filter(Boolean).join(' ')}
      style={sizedAs === undefined ? { width, height } : undefined}
    >
      {sizedAs !== undefined && <span className={styles.sizer}>{sizedAs}</span>}
    </span>
  )
}
