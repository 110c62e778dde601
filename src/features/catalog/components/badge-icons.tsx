// Inline icons: no emoji font or network request needed, and they take the theme's colour.
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
}

export const FastIcon = () => (
  <svg {...common}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
  </svg>
)

export const ProfitableIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2m0 8v2" />
  </svg>
)

export const AnonymousIcon = () => (
  <svg {...common}>
    <path d="M3 11h18M5 11l2-6h10l2 6" />
    <circle cx="7.5" cy="16" r="2.5" />
    <circle cx="16.5" cy="16" r="2.5" />
    <path d="M10 16h4" />
  </svg>
)
