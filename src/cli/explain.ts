/**
 * `uri explain`: each component of a parsed reference on its own line, its
 * span marked under the input. Userinfo gets a colour of its own: section 7.6
 * advises showing it distinctly, since "http://bank.example@evil.example/"
 * names the host evil.example.
 */
import { segmentsOf, type Span, type UriReference } from '../model/ast.ts'
import { hostKind, hostText } from '../model/components.ts'
import { displayColumnAt, displayWidth } from '../messages/display-width.ts'

const COLORS = {
  scheme: 36,
  authority: 34,
  userinfo: 31,
  host: 32,
  port: 35,
  path: 33,
  query: 36,
  fragment: 90,
} as const

type Part = keyof typeof COLORS

interface Row {
  readonly part: Part
  readonly span: Span
  readonly detail: string
}

const paint = (color: boolean, code: number, text: string): string => (color ? `\u001b[${code}m${text}\u001b[0m` : text)

/** The column (0-based, in display columns: wide characters take two) where the code unit at `offset` is drawn. */
const columnOf = (input: string, offset: number): number => displayColumnAt(input, 0, offset) - 1

/** A span's marks under the input, placed by display columns so they stay under wide characters and emoji. */
const marks = (input: string, width: number, span: Span): string => {
  const start = columnOf(input, span.start)
  const end = span.end > span.start ? displayWidth(input.slice(0, span.end)) : start
  return ' '.repeat(start) + (end > start ? '^'.repeat(end - start) : '|') + ' '.repeat(Math.max(0, width - Math.max(end, start + 1)))
}

const hostDetail = (ref: UriReference): string => {
  const h = (ref.authority as NonNullable<UriReference['authority']>).host
  const text = JSON.stringify(hostText(h))
  switch (h._tag) {
    case 'IPv4':
      return `${text} (IPv4 ${h.octets.join('.')})`
    case 'IPv6':
      return `${text} (IPv6 ${h.pieces.map((p) => p.toString(16)).join(':')})`
    case 'IPvFuture':
      return `${text} (IPvFuture version ${h.version})`
    case 'RegName':
      return `${text} (${hostKind(h)}${h.raw === '' ? ', empty' : ''})`
  }
}

/** The rows of the components present in a reference, in order of appearance. */
const rowsOf = (ref: UriReference): Row[] => {
  const rows: Row[] = []
  if (ref._tag === 'Uri') rows.push({ part: 'scheme', span: ref.scheme, detail: JSON.stringify(ref.scheme.raw) })
  const a = ref.authority
  if (a !== null) {
    rows.push({ part: 'authority', span: a, detail: JSON.stringify(a.raw) })
    if (a.userinfo !== null) rows.push({ part: 'userinfo', span: a.userinfo, detail: JSON.stringify(a.userinfo.raw) })
    rows.push({ part: 'host', span: a.host, detail: hostDetail(ref) })
    if (a.port !== null) rows.push({ part: 'port', span: a.port, detail: `${JSON.stringify(a.port.raw)}${a.port.value === null ? ' (empty)' : ` (${a.port.value})`}` })
  }
  rows.push({ part: 'path', span: ref.path, detail: `${JSON.stringify(ref.path.raw)} segments ${JSON.stringify(segmentsOf(ref.path))}` })
  if (ref.query !== null) rows.push({ part: 'query', span: ref.query, detail: JSON.stringify(ref.query.raw) })
  if (ref.fragment !== null) rows.push({ part: 'fragment', span: ref.fragment, detail: JSON.stringify(ref.fragment.raw) })
  return rows
}

const ALL_PARTS: readonly Part[] = ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']

/** The explanation of a parsed reference, one line per component. */
export const explain = (input: string, ref: UriReference, color: boolean): string => {
  const rows = rowsOf(ref)
  const width = displayWidth(input) + 1
  const kind = ref._tag === 'Uri' ? 'URI' : 'relative reference'
  const lines = [`${input}`]
  for (const r of rows) {
    lines.push(`${paint(color, COLORS[r.part], marks(input, width, r.span))}  ${paint(color, COLORS[r.part], r.part.padEnd(9))} ${r.detail}`)
  }
  const present = new Set(rows.map((r) => r.part))
  const absent = ALL_PARTS.filter((p) => !present.has(p) && !(p === 'scheme' && ref._tag !== 'Uri'))
  lines.push(`${kind}${absent.length > 0 ? `; absent: ${absent.join(', ')}` : ''}`)
  return lines.join('\n')
}
