// WCAG 2 contrast, for deriving a hint colour that stays readable: Telegram's own hint_color on its
// secondary_bg_color is often near 3.5:1, below the 4.5:1 small text needs.

type Rgb = [number, number, number]

const parse = (hex: string): Rgb => {
  let h = hex.replace('#', '')
  if (h.length === 3) h = h.replace(/./g, (c) => c + c)
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`

/** WCAG relative luminance of an sRGB colour. */
function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rgb / #rrggbb colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(parse(a)), relativeLuminance(parse(b))].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** Small text: WCAG AA. */
export const READABLE_CONTRAST = 4.5

/**
 * `color` itself when it reads at 4.5:1 against every one of `others`, else the least step from it
 * towards `towards` that does: the theme's hue stays, only lighter or darker.
 */
export function readableColor(color: string, others: string[], towards: string): string {
  const from = parse(color)
  const to = parse(towards)
  for (let step = 0; step <= 20; step++) {
    const t = step / 20
    const mixed = toHex(from.map((v, i) => Math.round(v + (to[i]! - v) * t)) as Rgb)
    if (others.every((o) => contrastRatio(mixed, o) >= READABLE_CONTRAST)) return mixed
  }
  return towards
}

/** The hint colour, moved towards the text colour until it reads on every background. */
export const readableHint = (hint: string, backgrounds: string[], text: string): string =>
  readableColor(hint, backgrounds, text)

/** The button colour, darkened (light label) or lightened (dark label) until its label reads. */
export const readableButton = (button: string, label: string): string =>
  readableColor(
    button,
    [label],
    contrastRatio(label, '#000000') > contrastRatio(label, '#ffffff') ? '#000000' : '#ffffff',
  )
