/**
 * Schemes that run code when a browser follows them from an `href` or loads
 * them in a frame: `javascript:` and `vbscript:` (the HTML standard runs the
 * first's path as script; old Internet Explorer ran the second's), and `data:`
 * (RFC 2397) whose media type is a document or a script a browser runs:
 * `data:text/html,<script>…` runs in the page that embeds it. Each is a valid
 * URI (RFC 3986 has no opinion on what a scheme does), so a form that asks for
 * "a link" and shows it back must refuse them on purpose.
 *
 * @example
 * scriptSchemeOf('javascript:alert(1)')            // 'javascript'
 * scriptSchemeOf('data:text/html,<b>hi</b>')       // 'data'
 * scriptSchemeOf('data:text/plain,hi')             // null
 *
 * @since 0.3.0
 */

/**
 * The media types of `data:` that a browser renders as a document that may
 * hold script, or runs as script: HTML, XHTML, SVG and XML documents (any
 * `+xml` type too, since XML may hold XHTML elements), XSLT, and the
 * JavaScript MIME types of the WHATWG MIME Sniffing standard. Compared
 * without regard to case, parameters and blanks dropped.
 *
 * @example
 * SCRIPT_MEDIA_TYPES.includes('text/html')  // true
 *
 * @since 0.3.0
 * @category security
 */
export const SCRIPT_MEDIA_TYPES: readonly string[] = [
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/xsl',
  'application/xslt+xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/vbscript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]

const SCRIPT_TYPES: ReadonlySet<string> = new Set(SCRIPT_MEDIA_TYPES)

/** "%XX" decoded (a browser may read a media type either way), never throwing on a stray "%". */
const decodeTriplets = (s: string): string => s.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))

/**
 * Whether a `data:` URI's path (RFC 2397 section 3: `[ mediatype ] [ ";base64" ] "," data`)
 * names a media type that renders as a document with script or runs as script.
 * An absent media type is text/plain (section 2): harmless.
 */
export const isScriptDataPath = (path: string): boolean => {
  const comma = path.indexOf(',')
  const head = decodeTriplets(comma < 0 ? path : path.slice(0, comma))
  const semicolon = head.indexOf(';')
  const type = (semicolon < 0 ? head : head.slice(0, semicolon)).trim().toLowerCase()
  return SCRIPT_TYPES.has(type) || (type.includes('/') && type.endsWith('+xml'))
}

/**
 * The scheme of a URI that runs code when followed (`javascript`, `vbscript`,
 * or `data` with a script or document media type), lowercased; null for any
 * other, or for text without a scheme. Reads the text as RFC 3986 Appendix B
 * splits it, so give it a URI the grammar accepted (scheme, then ":").
 *
 * @example
 * scriptSchemeOf('JavaScript:void(0)')   // 'javascript'
 * scriptSchemeOf('https://example.com/') // null
 *
 * @since 0.3.0
 * @category security
 */
export const scriptSchemeOf = (uri: string): 'javascript' | 'vbscript' | 'data' | null => {
  if (typeof uri !== 'string') return null
  const colon = uri.indexOf(':')
  if (colon < 0) return null
  const scheme = uri.slice(0, colon).toLowerCase()
  if (scheme === 'javascript' || scheme === 'vbscript') return scheme
  if (scheme !== 'data') return null
  // The path ends at "?" or "#" (section 3); a data URI's media type is at its start.
  const rest = uri.slice(colon + 1)
  const end = rest.search(/[?#]/)
  return isScriptDataPath(end < 0 ? rest : rest.slice(0, end)) ? 'data' : null
}
