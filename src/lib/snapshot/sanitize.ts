// Turns the live screen into markup that is safe to paint again before any script of ours runs:
// a new tree is built from an allow-list (structure, text, classes, test ids and data attributes),
// so nothing executable survives: no scripts, no event attributes, no javascript: URLs, no form
// fields (replaced by an empty box of the same class, so the layout stays; a ticked checkbox's box
// says so in `data-checked`, so a switch is drawn on or off as it was). A link keeps its target only
// when it is a path of this app: index.html's script takes a tap on it and the router replays it.

const SVG_NS = 'http://www.w3.org/2000/svg'

const HTML_TAGS = new Set(
  (
    'a abbr article aside b bdi br button caption code dd div dl dt em figcaption figure footer ' +
    'h1 h2 h3 h4 h5 h6 header hr i img label li main mark nav ol p pre s section small span ' +
    'strong sub sup table tbody td tfoot th thead time tr u ul wbr'
  ).split(' '),
)
const SVG_TAGS = new Set(
  // text and tspan: an avatar's initial (src/components/ui/avatar.tsx).
  'svg g path circle ellipse line polyline polygon rect text tspan title defs lineargradient stop'.split(
    ' ',
  ),
)
/** Gone with everything inside them. */
const DROPPED = new Set(
  (
    'script style link meta iframe frame frameset object embed template noscript canvas video ' +
    'audio source track foreignobject use image animate set dialog'
  ).split(' '),
)
const FIELDS = new Set(['input', 'textarea', 'select', 'option'])

const ATTRIBUTES = new Set(
  (
    'class role scope colspan rowspan title alt dir lang width height disabled viewbox d fill ' +
    'stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray fill-rule clip-rule ' +
    'cx cy r rx ry x y x1 y1 x2 y2 points opacity transform offset stop-color ' +
    'gradientunits xmlns text-anchor dominant-baseline font-size font-weight'
  ).split(' '),
)
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#)/i
/** A path of this app (not `//host`, not a backslash browsers read as a slash). */
const APP_PATH = /^\/(?![/\\])/
const SAFE_STYLE = /^[\w\s#%.,:;()'"-]*$/
/** Where an element's inline style waits for index.html's script to apply it. */
const SNAPSHOT_STYLE = 'data-snapshot-style'

function copyAttributes(from: Element, to: Element) {
  const link = to.localName === 'a' && to.namespaceURI !== SVG_NS
  for (const { name, value } of Array.from(from.attributes)) {
    const lower = name.toLowerCase()
    let keep = ATTRIBUTES.has(lower) || lower.startsWith('data-') || lower.startsWith('aria-')
    if (lower === 'src') keep = SAFE_URL.test(value.trim())
    // An outside address would leave the app from the copy, before the live app could ask Telegram
    // to open it; an SVG link is not one the copy follows.
    if (lower === 'href') keep = link && APP_PATH.test(value)
    if (lower.startsWith('on') || /javascript:/i.test(value) || lower === SNAPSHOT_STYLE)
      keep = false
    // The CSP refuses style attributes in parsed markup (with an error on every reopen); kept as
    // data, index.html's script sets them through the CSSOM, which the CSP allows.
    if (lower === 'style') {
      if (SAFE_STYLE.test(value) && !/url\s*\(|expression/i.test(value))
        to.setAttribute(SNAPSHOT_STYLE, value)
      keep = false
    }
    if (keep) to.setAttribute(name, value)
  }
}

function copy(node: Node, doc: Document): Node | undefined {
  if (node.nodeType === node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '')
  if (node.nodeType !== node.ELEMENT_NODE) return undefined
  const el = node as Element
  const tag = el.localName.toLowerCase()
  if (DROPPED.has(tag) || el.getAttribute('data-snapshot') === 'skip') return undefined
  if (FIELDS.has(tag)) {
    if (tag === 'option') return undefined
    const box = doc.createElement('span')
    const cls = el.getAttribute('class')
    if (cls) box.setAttribute('class', cls)
    if ((el as HTMLInputElement).checked === true) box.setAttribute('data-checked', '')
    return box
  }
  const svg = el.namespaceURI === SVG_NS
  let out: Element | DocumentFragment
  if (svg ? SVG_TAGS.has(tag) : HTML_TAGS.has(tag)) {
    out = svg ? doc.createElementNS(SVG_NS, el.localName) : doc.createElement(tag)
    copyAttributes(el, out)
  } else {
    // Unknown or structural-only elements (form, fieldset...) keep their content, not themselves.
    out = doc.createDocumentFragment()
  }
  for (const child of Array.from(el.childNodes)) {
    const copied = copy(child, doc)
    if (copied) out.appendChild(copied)
  }
  return out
}

/** The sanitized markup of `root`'s children. */
export function sanitizeScreen(root: Element): string {
  const doc = root.ownerDocument
  const holder = doc.createElement('div')
  for (const child of Array.from(root.childNodes)) {
    const copied = copy(child, doc)
    if (copied) holder.appendChild(copied)
  }
  return holder.innerHTML
}
