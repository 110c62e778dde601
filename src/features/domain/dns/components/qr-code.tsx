// The QR code of a text as one SVG path (dark modules as unit squares), drawn by React: no markup
// strings, no canvas. Loaded on its own (React.lazy) so the encoder is fetched only by the 2FA view.
import { create } from 'qrcode'

/** Light margin around the symbol, in modules: the four the QR standard asks for. */
const QUIET_ZONE = 4

export default function QrCode({ text, label }: { text: string; label: string }) {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules
  let d = ''
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (data[row * size + col]) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
  const side = size + QUIET_ZONE * 2
  return (
    <svg
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
      data-modules={size}
    >
      {/* Always dark on white, whatever the theme: scanners expect it. */}
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
