/**
 * Picking a scheme's parser by the URI's scheme.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Uri } from '../model/ast.ts'
import { left } from '../base/either.ts'
import { makeNotAStringError, type UriError } from '../error/make.ts'
import { parseURI } from '../reading/parse.ts'
import { parseData, type DataUri } from './data.ts'
import { parseFile, type FileUri } from './file.ts'
import { parseHttp, parseHttps, parseWs, parseWss, type HttpUri, type WsUri } from './http.ts'
import { parseMailto, type MailtoUri } from './mailto.ts'
import { parseUrn, type UrnUri } from './urn.ts'

/**
 * A URI read by its scheme's grammar; the generic tree (`Uri`) for a scheme
 * without one here.
 *
 * @since 0.2.0
 * @category model
 */
export type SchemeUri = HttpUri | WsUri | MailtoUri | UrnUri | FileUri | DataUri | Uri

/** The scheme parsers, by lower-case scheme. */
const PARSERS: ReadonlyMap<string, (input: string) => Either<UriError, SchemeUri>> = new Map<string, (input: string) => Either<UriError, SchemeUri>>([
  ['http', parseHttp],
  ['https', parseHttps],
  ['ws', parseWs],
  ['wss', parseWss],
  ['mailto', parseMailto],
  ['urn', parseUrn],
  ['file', parseFile],
  ['data', parseData],
])

/**
 * The schemes `parseScheme` knows: http, https, ws, wss, mailto, urn, file, data.
 *
 * @since 0.2.0
 * @category model
 */
export const KNOWN_SCHEMES: readonly string[] = [...PARSERS.keys()]

/**
 * Parses a URI by the grammar of its scheme (case-insensitive): the generic
 * grammar's errors first, then the scheme's (`scheme-violation`). A scheme
 * without a grammar here gives the generic tree.
 *
 * @example
 * import { parseScheme } from 'typed-uri/schemes'
 * pipe(parseScheme('urn:isbn:0451450523'), E.map((u) => u._tag))   // Right('UrnUri')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseScheme = (input: string): Either<UriError, SchemeUri> => {
  if (typeof input !== 'string') return left(makeNotAStringError(input, 'URI'))
  const generic = parseURI(input)
  if (generic._tag === 'Left') return generic
  const p = PARSERS.get(generic.right.scheme.raw.toLowerCase())
  return p === undefined ? generic : p(input)
}
