import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { nextSort, type SortMode } from '../sort'

export interface SortButtonProps {
  mode: SortMode
  onChange: (mode: SortMode) => void
}

/** One button that cycles the sort; its label names the order in effect now. */
export function SortButton({ mode, onChange }: SortButtonProps) {
  const { t } = useLingui()
  const labels: Record<SortMode, string> = {
    relevance: t`By relevance`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
  }
  const label = labels[mode]
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid="sort-button"
      data-sort={mode}
      aria-label={t`Sort: ${label}`}
      onClick={() => onChange(nextSort(mode))}
    >
      {label}
    </Button>
  )
}
