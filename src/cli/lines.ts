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
