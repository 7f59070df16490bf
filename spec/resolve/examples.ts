/**
 * RFC 3986 section 5.4's examples and generators of bases and references,
 * shared by the tree's resolution (resolve.spec.ts) and the text's (text.spec.ts).
 */
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { parse, parseURI } from '../../src/index.ts'

/** The base of section 5.4. */
export const BASE = 'http://a/b/c/d;p?q'

/** RFC 3986 section 5.4.1, Normal Examples. */
export const NORMAL: readonly (readonly [string, string])[] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
]

/** RFC 3986 section 5.4.2, Abnormal Examples (strict parser). */
export const ABNORMAL: readonly (readonly [string, string])[] = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  ['http:g', 'http:g'],
]

/** Strings shaped like references, dot segments and empty components likely. */
const segment = fc.constantFrom('', '.', '..', 'g', 'a', 'b:c', '%2E', ';x', '...', '.g', 'g.')
const refPath = fc.array(segment, { maxLength: 6 }).map((s) => s.join('/'))
export const generatedRef = fc
  .tuple(
    fc.constantFrom('', 'g:', 'http:'),
    fc.constantFrom(null, '', 'h', 'u@h:1', '[::1]'),
    fc.boolean(),
    refPath,
    fc.constantFrom(null, '', 'y', 'a/./b'),
    fc.constantFrom(null, '', 's', '../x'),
  )
  .map(([scheme, authority, absolute, p, q, f]) => {
    const pathText = authority !== null || absolute ? '/' + p : p
    return scheme + (authority === null ? '' : '//' + authority) + pathText + (q === null ? '' : '?' + q) + (f === null ? '' : '#' + f)
  })
  .filter((s) => E.isRight(parse(s)))
export const generatedBase = fc
  .tuple(fc.constantFrom('http:', 'f:', 'urn:'), fc.constantFrom(null, '', 'a', 'a:80'), fc.boolean(), refPath, fc.constantFrom(null, '', 'q'))
  .map(([scheme, authority, absolute, p, q]) => scheme + (authority === null ? '' : '//' + authority) + (authority !== null || absolute ? '/' + p : p) + (q === null ? '' : '?' + q))
  .filter((s) => E.isRight(parseURI(s)))
