/**
 * The line-filter contract: a file of lines in, exactly one row out for each
 * line, in the order of the lines, errors as data. Each row depends on its line
 * alone, so any split of a file into partitions gives the same rows (the
 * property Spark's `RDD.pipe`, Hadoop streaming and Dask's `map_partitions`
 * rely on). The `uri` command runs every command that reads lines through it.
 *
 * - A line ends at LF; one CR just before the LF is part of the line end (CRLF
 *   files); any other CR is data. A last line without LF is a line.
 * - A byte order mark at the very start is dropped.
 * - A line that is not UTF-8 is a row of its own: code `invalid-utf8`, its
 *   input with each invalid byte percent-encoded (`%FF`, as a URI carries a
 *   byte) and its offset the first such byte's, counted in bytes.
 *
 * The subpath `typed-uri/line-filter` (since 0.4.0; `typed-uri` itself before).
 *
 * @since 0.3.0
 */

/**
 * A field of a row: text, a number, a truth value, or null for absent.
 *
 * @since 0.3.0
 * @category parsing
 */
export type Field = string | number | boolean | null

/**
 * One output row: named fields (docs/scale.md's table names them). A row
 * always has `input` and `ok`; an invalid one has `error_code`, `error_offset`
 * and `error_message`.
 *
 * @since 0.3.0
 * @category parsing
 */
export type Row = Readonly<Record<string, Field>>

/**
 * A command of the line filter: one line in, one row out, depending on that line alone.
 *
 * @since 0.3.0
 * @category parsing
 */
export type RowOf = (line: string) => Row

/**
 * A line whose bytes are not UTF-8: how it is shown (invalid bytes as `%XX`)
 * and its first invalid byte's offset.
 *
 * @since 0.3.0
 * @category parsing
 */
export interface InvalidUtf8Line {
  readonly _tag: 'InvalidUtf8'
  readonly shown: string
  readonly offset: number
}

/**
 * A line of input: its text, or the bytes of one that is not UTF-8.
 *
 * @since 0.3.0
 * @category parsing
 */
export type Line = string | InvalidUtf8Line

/**
 * The row of a line that is not UTF-8: the same for every command, with the
 * command's other fields absent.
 *
 * @since 0.3.0
 * @category parsing
 * @example
 * import { invalidUtf8Row } from 'typed-uri/line-filter'
 *
 * invalidUtf8Row({ _tag: 'InvalidUtf8', shown: 'http://a/%FF', offset: 9 })
 * // { input: 'http://a/%FF', ok: false, error_code: 'invalid-utf8', error_offset: 9, error_message: '…' }
 */
export const invalidUtf8Row = (line: InvalidUtf8Line): Row => ({
  input: line.shown,
  ok: false,
  error_code: 'invalid-utf8',
  error_offset: line.offset,
  error_message: `byte ${line.offset} is not part of a UTF-8 character: the line is not text; its invalid bytes are shown percent-encoded`,
})

/**
 * The line-filter contract over an async iterable of lines (or of batches of
 * lines): exactly one row for each line, in order. A line that is not UTF-8
 * gets `invalidUtf8Row`; every other line gets `rowOf(line)`.
 *
 * @since 0.3.0
 * @category parsing
 * @example
 * import { filterLines } from 'typed-uri/line-filter'
 *
 * const rows = filterLines((line) => ({ input: line, ok: line !== '' }))(['http://a/', ''])
 * // yields { input: 'http://a/', ok: true }, then { input: '', ok: false }
 */
export const filterLines = (rowOf: RowOf) =>
  async function* (lines: AsyncIterable<Line> | Iterable<Line>): AsyncGenerator<Row> {
    for await (const line of lines) yield typeof line === 'string' ? rowOf(line) : invalidUtf8Row(line)
  }
