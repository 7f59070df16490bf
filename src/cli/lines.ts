/**
 * Lines of a stream of text, as the `uri` command reads standard input. Pure:
 * chunks of decoded text in, lines out.
 *
 * - A line ends at LF; one CR just before the LF is part of the line end
 *   (CRLF files). Any other CR is part of the line, so `http://a/\rb` is one
 *   input, and an invalid one (readline would have split it in two and
 *   called both halves valid).
 * - A byte order mark at the very start of the stream is dropped.
 * - A last line without LF is a line; an empty stream has none.
 *
 * Pieces of a long line are kept in a list and joined once, so a line that
 * arrives in many chunks costs time linear in its length.
 */

// Node's simdutf check (Node 18.14 and later): a chunk of valid text is tested, then decoded, in one pass each.
import { isUtf8 } from 'node:buffer'
import type { Line } from '../line-filter/index.ts'

const BOM = '\ufeff'

/**
 * The lines of the text the chunks make up, as one array for each chunk that
 * ends at least one line (the last line, without LF, comes alone at the end).
 * A consumer handles a whole array before it waits again, so a stream of
 * millions of short lines costs one turn of the event loop per chunk, not per line.
 */
export async function* lineBatchesOf(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<readonly string[]> {
  const pending: string[] = []
  let first = true
  for await (const raw of chunks) {
    let chunk = raw
    if (first && chunk !== '') {
      if (chunk.startsWith(BOM)) chunk = chunk.slice(1)
      first = false
    }
    const lines: string[] = []
    let from = 0
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', from)) {
      const piece = chunk.slice(from, nl)
      const line = pending.length === 0 ? piece : pending.splice(0).join('') + piece
      // One CR just before the LF is part of the line end.
      lines.push(line.endsWith('\r') ? line.slice(0, -1) : line)
      from = nl + 1
    }
    if (from < chunk.length) pending.push(chunk.slice(from))
    if (lines.length > 0) yield lines
  }
  if (pending.length > 0) yield [pending.join('')]
}

/** The whole text of the chunks, a byte order mark at its start dropped. */
export const textOf = async (chunks: AsyncIterable<string> | Iterable<string>): Promise<string> => {
  const parts: string[] = []
  for await (const chunk of chunks) parts.push(chunk)
  const text = parts.join('')
  return text.startsWith(BOM) ? text.slice(1) : text
}

const LF = 0x0a
const CR = 0x0d

/** A line's bytes as text: valid when they are UTF-8, else each invalid byte as `%XX` (RFC 3986 section 2.1) and the first one's offset. */
export const lineOfBytes = (bytes: Uint8Array): Line => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (isUtf8(buffer)) return buffer.toString('utf8')
  let shown = ''
  let first = -1
  let from = 0
  let k = 0
  while (k < buffer.length) {
    const n = utf8Length(buffer, k)
    if (n > 0) {
      k += n
      continue
    }
    if (first < 0) first = k
    shown += buffer.toString('utf8', from, k) + '%' + buffer[k].toString(16).toUpperCase().padStart(2, '0')
    k += 1
    from = k
  }
  return { _tag: 'InvalidUtf8', shown: shown + buffer.toString('utf8', from), offset: first }
}

/** The length of the well-formed UTF-8 character at `k` (RFC 3629 section 4), or 0 when there is none. */
const utf8Length = (b: Uint8Array, k: number): number => {
  const c = b[k]
  if (c < 0x80) return 1
  const cont = (j: number) => j < b.length && (b[j] & 0xc0) === 0x80
  if (c >= 0xc2 && c <= 0xdf) return cont(k + 1) ? 2 : 0
  if (c >= 0xe0 && c <= 0xef) {
    const d = b[k + 1]
    // No overlong forms (E0 80..9F) and no surrogates (ED A0..BF).
    if ((c === 0xe0 && d < 0xa0) || (c === 0xed && d > 0x9f)) return 0
    return cont(k + 1) && cont(k + 2) ? 3 : 0
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const d = b[k + 1]
    // No overlong forms (F0 80..8F) and nothing past U+10FFFF (F4 90..).
    if ((c === 0xf0 && d < 0x90) || (c === 0xf4 && d > 0x8f)) return 0
    return cont(k + 1) && cont(k + 2) && cont(k + 3) ? 4 : 0
  }
  return 0
}

/** The lines of a run of bytes that ends at an LF: decoded whole when the run is UTF-8 (nearly always), line by line when not. */
const linesOfRun = (run: Buffer, into: Line[]): void => {
  if (isUtf8(run)) {
    const text = run.toString('utf8')
    let from = 0
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
      into.push(text.charCodeAt(nl - 1) === CR && nl > from ? text.slice(from, nl - 1) : text.slice(from, nl))
      from = nl + 1
    }
    return
  }
  let from = 0
  for (let nl = run.indexOf(LF); nl >= 0; nl = run.indexOf(LF, from)) {
    into.push(lineOfBytes(run.subarray(from, nl > from && run[nl - 1] === CR ? nl - 1 : nl)))
    from = nl + 1
  }
}

/** The lines of a run of bytes: those its LFs end, then what follows the last LF, when anything does (the last line of a stream). */
export const linesOfBytesRun = (run: Uint8Array): Line[] => {
  const bytes = Buffer.from(run.buffer, run.byteOffset, run.byteLength)
  const lines: Line[] = []
  const last = bytes.lastIndexOf(LF)
  if (last >= 0) linesOfRun(bytes.subarray(0, last + 1), lines)
  if (last + 1 < bytes.length) lines.push(lineOfBytes(bytes.subarray(last + 1)))
  return lines
}

/** How many lines a run of bytes holds: its LFs, and one more when it does not end at an LF. */
const linesIn = (run: Uint8Array): number => {
  const bytes = Buffer.from(run.buffer, run.byteOffset, run.byteLength)
  let n = 0
  for (let at = bytes.indexOf(LF); at >= 0; at = bytes.indexOf(LF, at + 1)) n++
  return bytes.length > 0 && bytes[bytes.length - 1] !== LF ? n + 1 : n
}

/** A run of whole lines as bytes, in a buffer of its own (which a worker thread can be handed), and how many lines it holds. */
export interface LineRun {
  readonly bytes: Uint8Array
  readonly lines: number
}

/**
 * A stream of bytes as runs of whole lines: the bytes up to the last LF of a
 * chunk, after the pieces of the line that chunk ends; the BOM at the start
 * dropped; the last run may end without LF. A run holds at least `minBytes`
 * bytes (chunks gathered until then) unless the stream ends first. `--jobs N`
 * hands most runs to worker threads, which split and decode them
 * (linesOfBytesRun): for those, the main thread only looks for each chunk's last LF.
 * With `count`, each run comes with its number of lines (for --line-numbers).
 */
export async function* lineRunsOfBytes(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, count = false, minBytes = 0): AsyncGenerator<LineRun> {
  // The bytes gathered, in a buffer of their own: the reader may reuse its buffer, and a worker is handed the whole of it.
  let gathered = new Uint8Array(0)
  let used = 0
  // Where the last LF gathered is, -1 when none: a run ends there.
  let lastLf = -1
  let first = true
  const append = (chunk: Uint8Array): void => {
    if (used + chunk.length > gathered.length) {
      // Doubling keeps a line that comes in many chunks linear in its length.
      const grown = new Uint8Array(Math.max(used + chunk.length, 2 * gathered.length, minBytes > 0 ? minBytes + (1 << 16) : 0))
      grown.set(gathered.subarray(0, used))
      gathered = grown
    }
    gathered.set(chunk, used)
    used += chunk.length
  }
  for await (const raw of chunks) {
    let chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)
    if (chunk.length === 0) continue
    if (first) {
      first = false
      // The BOM, EF BB BF, possibly split over the first chunks: only a whole one at the start of the first chunk is dropped.
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3)
    }
    const last = chunk.lastIndexOf(LF)
    if (last >= 0) lastLf = used + last
    append(chunk)
    if (lastLf < 0 || lastLf + 1 < minBytes) continue
    // The bytes after the last LF start the next run, in a buffer of its own: this one is handed over whole.
    const rest = gathered.slice(lastLf + 1, used)
    const bytes = gathered.subarray(0, lastLf + 1)
    gathered = rest
    used = rest.length
    lastLf = -1
    yield { bytes, lines: count ? linesIn(bytes) : 0 }
  }
  if (used > 0) {
    const bytes = gathered.subarray(0, used)
    yield { bytes, lines: count ? linesIn(bytes) : 0 }
  }
}

/**
 * The lines of a stream of bytes (chunks of any size; a string chunk is taken
 * as its UTF-8 bytes), one array for each chunk that ends at least one line,
 * so a consumer handles a whole array before it waits again.
 */
export async function* lineBatchesOfBytes(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): AsyncGenerator<readonly Line[]> {
  for await (const run of lineRunsOfBytes(chunks)) yield linesOfBytesRun(run.bytes)
}
