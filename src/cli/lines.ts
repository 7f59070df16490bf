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

const BOM = '\ufeff'

/** The lines of the text the chunks make up, one at a time. */
export async function* linesOf(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let pending: string[] = []
  let first = true
  for await (const raw of chunks) {
    let chunk = raw
    if (first && chunk !== '') {
      if (chunk.startsWith(BOM)) chunk = chunk.slice(1)
      first = false
    }
    let from = 0
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', from)) {
      pending.push(chunk.slice(from, nl))
      const line = pending.length === 1 ? pending[0] : pending.join('')
      pending = []
      yield line.endsWith('\r') ? line.slice(0, -1) : line
      from = nl + 1
    }
    if (from < chunk.length) pending.push(chunk.slice(from))
  }
  if (pending.length > 0) yield pending.join('')
}

/** The whole text of the chunks, a byte order mark at its start dropped. */
export const textOf = async (chunks: AsyncIterable<string> | Iterable<string>): Promise<string> => {
  const parts: string[] = []
  for await (const chunk of chunks) parts.push(chunk)
  const text = parts.join('')
  return text.startsWith(BOM) ? text.slice(1) : text
}
