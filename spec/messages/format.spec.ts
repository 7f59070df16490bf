/**
 * `formatError(catalog)(input)(fact)` (src/messages/format.ts): the code frame. The line that holds
 * the place ("line N:" before it when not the first), a caret under the place by display columns,
 * the catalog's sentence. Laws: the caret stands at the display column `locate` gives, on any line;
 * and it never throws, whatever it is handed.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import P from 'parsimmon'
import { fromParsimmonFailure, URIReference } from '../../src/grammar/index.ts'
import { parse, parseIRI, type UriError } from '../../src/index.ts'
import { type Catalog, completeCatalog, describeError, type Fact, formatError, locate, plain, technical } from '../../src/messages/index.ts'

const fail = (input: string, p: (s: string) => E.Either<UriError, unknown> = parse): UriError => {
  const r = p(input)
  if (E.isRight(r)) throw new Error(`expected ${JSON.stringify(input)} to be invalid`)
  return r.left
}

/** The 1-based column of the caret in a frame's second line. */
const caretColumn = (frame: string): number => (frame.split('\n')[1] as string).indexOf('^') + 1

describe('formatError: a code frame', () => {
  it("of a value that is not a string (parse's not-a-string Left, from JavaScript): the sentence alone, never a throw", () => {
    for (const v of [123, null, undefined, { href: 'http://a/' }, ['http://a/'], true, Symbol('s'), 10n]) {
      const r = parse(v as unknown as string)
      if (!E.isLeft(r)) throw new Error('a value that is not a string must be a Left')
      expect(formatError(technical)(v as unknown as string)(r.left), typeof v).to.equal(describeError(technical)(r.left))
    }
  })
  it('puts a caret under the offset, and the sentence of the catalog given', () => {
    const input = 'http://exa mple.com'
    const e = fail(input)
    expect(formatError(technical)(input)(e)).to.equal(`${input}\n          ^\n${describeError(technical)(e)}`)
    expect(formatError(plain)(input)(e)).to.equal(`${input}\n          ^\n${describeError(plain)(e)}`)
  })
  it('keeps the caret aligned past tabs and controls', () => {
    const input = 'a\u0001b c'
    const frame = formatError(technical)(input)(fail(input)).split('\n')
    expect(frame[1].indexOf('^')).to.equal(1)
    expect(frame[0]).to.equal('a\u2401b c')
  })
  it('cuts a long line around the offset', () => {
    const input = 'http://a/' + 'x'.repeat(1000) + ' ' + 'y'.repeat(1000)
    const [line, caret] = formatError(technical)(input)(fail(input)).split('\n')
    expect(line.length).to.be.below(130)
    expect(line[caret.indexOf('^')]).to.equal(' ')
    expect(line.startsWith('…') && line.endsWith('…')).to.equal(true)
  })
  it('names a later line, "line N:", and shows that line alone, the caret under the place; the sentence says "position offset + 1"', () => {
    // A reference after a line of its own, in a host grammar's text.
    const text = 'targets:\r\n<http://a/b c>'
    const host = P.string('targets:\r\n<').then(URIReference).skip(P.string('>'))
    const r = host.parse(text)
    const e = r.status ? undefined : fromParsimmonFailure(URIReference, text, r)
    if (e === undefined || e._tag === 'None') throw new Error('expected an error at the reference')
    expect([e.value.offset, locate(text)(e.value.offset)]).to.deep.equal([21, { line: 2, column: 12, codePointOffset: 21, displayColumn: 12 }])
    const frame = formatError(technical)(text)(e.value).split('\n')
    expect(frame.slice(0, 2)).to.deep.equal(['line 2: <http://a/b c>', `${' '.repeat(8 + 11)}^`])
    expect(frame[2]).to.match(/^Found a space at position 22 in the path /)
  })
  it('never cuts a surrogate pair: a place inside one goes after it, and a long line is cut between code points', () => {
    const input = `x${'😀'.repeat(80)}`
    const e = fail('a b')
    for (let offset = 0; offset <= input.length; offset++) {
      const frame = formatError(technical)(input)({ ...e, offset } as UriError)
      expect(frame, String(offset)).not.to.match(/\\u\{D[89A-F]/)
      // Where the line is not cut before the place, the caret is where locate counts it: after the pair the place is inside.
      if (!frame.startsWith('…')) expect(caretColumn(frame), String(offset)).to.equal(locate(input)(offset).displayColumn)
    }
  })
  it('frames any fact at its place: an offset, or the start of a span', () => {
    const words = completeCatalog(technical)({ warnings: { password: () => 'A password.' }, decoding: { 'invalid-utf8': () => 'Not UTF-8.' } })
    const warning = { _tag: 'Warning', code: 'password', span: { start: 7, end: 10 } } as unknown as Fact
    expect(formatError(words)('http://a:b@c/')(warning)).to.equal('http://a:b@c/\n       ^\nA password.')
    const decoding = { _tag: 'DecodeError', code: 'invalid-utf8', offset: 2 } as unknown as Fact
    expect(formatError(words)('ab%FF')(decoding)).to.equal('ab%FF\n  ^\nNot UTF-8.')
  })
})

describe('formatError: the laws', () => {
  it('on the first line, the caret stands at the display column locate gives, on wide, emoji and combining text (seeded)', () => {
    let wide = 0
    const piece = fc.constantFrom('a', '/', ' ', '例', 'え', '😀', 'e\u0301', '%', ':', '?', '#', 'Ａ', '한')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const input = `http://x/${parts.join('')}`
        const r = parseIRI(input)
        if (E.isRight(r) || r.left.likely !== undefined) return
        const at = locate(input)(r.left.offset)
        expect(caretColumn(formatError(technical)(input)(r.left)), input).to.equal(at.displayColumn)
        if (at.displayColumn > at.column) wide++
      }),
      { seed: 3986, numRuns: 400 },
    )
    expect(wide).to.be.greaterThan(50)
  })
  it('on any line, the frame shows the line of the place after its label, and the caret at its display column (seeded)', () => {
    let later = 0
    // Characters drawn as themselves (no control or format character, which the frame escapes), and line ends of each kind.
    const piece = fc.constantFrom('a', 'bc', ' ', '/', 'é', '\u0301', '\ufe0f', '例', 'Ａ', '😀', '\u2764', '\n', '\r', '\r\n')
    const e = fail('a b')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), fc.nat(), (parts, k) => {
        const input = parts.join('')
        const offset = k % (input.length + 1)
        const at = locate(input)(offset)
        const frame = formatError(technical)(input)({ ...e, offset } as UriError).split('\n')
        const label = at.line > 1 ? `line ${at.line}: ` : ''
        const lineStart = offset - (at.column - 1)
        const rest = input.slice(lineStart)
        const lineText = rest.slice(0, rest.search(/[\r\n]|$/))
        // At the LF of a CRLF (the end of the CR's line), the CR before the place is shown, as its picture.
        const afterCr = input[offset - 1] === '\r' && input[offset] === '\n'
        expect(frame[0], JSON.stringify(input)).to.equal(label + lineText + (afterCr ? '\u240d' : ''))
        expect(caretColumn(frame.join('\n')), JSON.stringify(input)).to.equal(label.length + at.displayColumn)
        if (at.line > 1) later++
      }),
      { seed: 0xf4a3e, numRuns: 1500 },
    )
    expect(later).to.be.greaterThan(500)
  })
  it('never throws and always gives a string, whatever the catalog, the input and the fact (seeded)', () => {
    const fact = fc.oneof(
      fc.anything(),
      fc.record({
        _tag: fc.constantFrom('UriError', 'Warning', 'DecodeError'),
        code: fc.constantFrom('invalid-character', 'password'),
        offset: fc.anything(),
        span: fc.anything(),
        likely: fc.anything(),
      }),
    )
    fc.assert(
      fc.property(fc.oneof(fc.constant<unknown>(technical), fc.constant<unknown>(plain), fc.anything()), fc.oneof(fc.string(), fc.anything()), fact, (catalog, input, f) => {
        expect(typeof formatError(catalog as Catalog)(input as string)(f as Fact)).to.equal('string')
      }),
      { seed: 0xf4a3f, numRuns: 1000 },
    )
  })
})
