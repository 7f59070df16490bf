/**
 * The English sentences of typed-uri/schemes' reasons (src/messages/en/schemes.ts): one real
 * failing input for every kind of src/error/reasons/schemes.ts (a table over the kinds, so a
 * kind without its example fails to compile), each worded by both catalogs from its reason;
 * the technical sentence names the reason's parameters and the RFC section it cites, the
 * plain one the person's own text where it says what to change, and no grammar words.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { UriError } from '../../../src/index.ts'
import { makeCodedError } from '../../../src/error/make.ts'
import type { SchemeReason } from '../../../src/error/reasons/schemes.ts'
import { describeError, plain, technical } from '../../../src/messages/index.ts'
import { plainSchemes, technicalSchemes } from '../../../src/messages/en/schemes.ts'
import {
  decodeData,
  decodeDataWith,
  fileToPath,
  forgivingBase64,
  parseData,
  parseFile,
  parseHttp,
  parseHttps,
  parseMailto,
  parseUrn,
  parseWs,
  parseWss,
  pathToFile,
  type DataUri,
  type FileUri,
} from '../../../src/schemes/index.ts'
import { RFC3987_6874, RFC6570 } from '../../oracle/abnf.ts'

type Kind = SchemeReason['kind']

const left = <A>(r: E.Either<UriError, A>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}
const right = <A>(r: E.Either<UriError, A>): A => {
  if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
  return r.right
}
const file = (s: string): FileUri => right(parseFile(s))
const data = (s: string): DataUri => right(parseData(s))

/** A real error of every kind, and the input it was read from. */
const EXAMPLES: { readonly [K in Kind]: () => UriError } = {
  'http-form': () => left(parseHttp('http:a/b')),
  'http-empty-host': () => left(parseHttps('https:///a')),
  'ws-fragment': () => left(parseWs('ws://example.com/chat#frag')),
  'ws-userinfo': () => left(parseWss('wss://user@example.com/')),
  'ws-form': () => left(parseWs('ws:/chat')),
  'mailto-delimiter': () => left(parseMailto('mailto:joe@example.com?cc=bob@example.com?body=hello')),
  'mailto-form': () => left(parseMailto('mailto:a@b?x')),
  'mailto-no-at': () => left(parseMailto('mailto:joe,b@c')),
  'mailto-local-part': () => left(parseMailto('mailto:jo..e@example.com')),
  'mailto-domain': () => left(parseMailto('mailto:joe@example..com')),
  'mailto-not-utf8': () => left(parseMailto('mailto:a@b?subject=%FF')),
  'urn-question-mark': () => left(parseUrn('urn:ex:?x')),
  'urn-nid': () => left(parseUrn('urn:ab-:x')),
  'urn-nid-too-long': () => left(parseUrn(`urn:${'a'.repeat(33)}:x`)),
  'urn-form': () => left(parseUrn('urn:ex:')),
  'urn-namespace-nss': () => left(parseUrn('urn:uuid:not-a-uuid')),
  'file-port': () => left(parseFile('file://h:80/a')),
  'file-form': () => left(parseFile('file:a/b')),
  'file-segment-name': () => left(fileToPath('windows')(file('file:///c:/a%3Ab'))),
  'file-path-not-utf8': () => left(fileToPath('posix')(file('file:///a%FF'))),
  'file-posix-host': () => left(fileToPath('posix')(file('file://files.example/a'))),
  'file-posix-drive': () => left(fileToPath('posix')(file('file:///c:/x'))),
  'file-windows-server': () => left(fileToPath('windows')(file('file://%FF/x'))),
  'file-win32-host': () => left(fileToPath('windows')(file('file://./x'))),
  'file-unc-drive': () => left(fileToPath('windows')(file('file://server/c:/x'))),
  'file-unc-no-share': () => left(fileToPath('windows')(file('file://server/'))),
  'file-path-dot-segment': () => left(pathToFile('posix')('/a/../b')),
  'file-path-name': () => left(pathToFile('windows')('C:\\a:$DATA')),
  'file-win32-trailing': () => left(pathToFile('windows')('\\\\?\\C:\\notes.')),
  'file-unc-server': () => left(pathToFile('windows')('\\\\ser\u0000ver\\share\\x')),
  'file-unc-path-no-share': () => left(pathToFile('windows')('\\\\server\\')),
  'file-posix-relative': () => left(pathToFile('posix')('tmp/x')),
  'file-posix-double-slash': () => left(pathToFile('posix')('//host/x')),
  'file-windows-relative': () => left(pathToFile('windows')('x\\y')),
  'file-win32-namespace': () => left(pathToFile('windows')('\\\\.\\PhysicalDrive0')),
  'data-token-triplet': () => left(parseData('data:text/plain%20,X')),
  'data-parameter': () => left(parseData('data:text/plain;charset,A')),
  'data-form': () => left(parseData('data:text/plain')),
  'data-base64-character': () => left(decodeData(data('data:;base64,QUJD!A=='))),
  'data-base64-length': () => left(decodeData(data('data:;base64,QUJDRA'))),
  // forgivingBase64's own fault, never an error of decodeDataWith (which hands it octets): an error made with its reason.
  'forgiving-base64-not-octets': () => {
    const fault = forgivingBase64(null as never)
    if (E.isRight(fault)) throw new Error('expected a Left')
    return makeCodedError('', 'dataurl', 'scheme-violation', fault.left.at, [], ['dataurl'], fault.left.reason)
  },
  'forgiving-base64-character': () => left(decodeDataWith({ base64: 'forgiving' })(data('data:;base64,QQ%C3%A9'))),
  'forgiving-base64-length': () => left(decodeDataWith({ base64: 'forgiving' })(data('data:;base64,Q'))),
  'scheme-not-a-tree': () => left(decodeData(null as never)),
}

/** The parameters each plain sentence names: the person's own text it asks them to change, and the numbers that guide them. */
const PLAIN_NAMES: { readonly [K in Kind]: readonly string[] } = {
  'http-form': ['scheme'],
  'http-empty-host': ['scheme'],
  'ws-fragment': [],
  'ws-userinfo': [],
  'ws-form': ['scheme'],
  'mailto-delimiter': ['character'],
  'mailto-form': [],
  'mailto-no-at': ['address'],
  'mailto-local-part': ['address'],
  'mailto-domain': ['domain'],
  'mailto-not-utf8': [],
  'urn-question-mark': [],
  'urn-nid': [],
  'urn-nid-too-long': ['length', 'max'],
  'urn-form': [],
  'urn-namespace-nss': ['nid'],
  'file-port': [],
  'file-form': [],
  'file-segment-name': ['segment'],
  'file-path-not-utf8': [],
  'file-posix-host': ['host'],
  'file-posix-drive': ['drive'],
  'file-windows-server': ['host'],
  'file-win32-host': ['host'],
  'file-unc-drive': ['host', 'drive'],
  'file-unc-no-share': ['host'],
  'file-path-dot-segment': ['segment'],
  'file-path-name': ['name'],
  'file-win32-trailing': ['name'],
  'file-unc-server': ['server'],
  'file-unc-path-no-share': [],
  'file-posix-relative': [],
  'file-posix-double-slash': [],
  'file-windows-relative': [],
  'file-win32-namespace': [],
  'data-token-triplet': ['triplet'],
  'data-parameter': [],
  'data-form': [],
  'data-base64-character': [],
  'data-base64-length': [],
  'forgiving-base64-not-octets': [],
  'forgiving-base64-character': [],
  'forgiving-base64-length': [],
  'scheme-not-a-tree': [],
}

/**
 * Parameters a technical sentence words rather than prints (a fault, a value seen, an octet named, the platform a
 * fault's words imply); a flag or nothing (a boolean, null) is printed by no sentence either.
 */
const WORDED = new Set(['kind', 'rfc', 'section', 'fault', 'got', 'octet', 'platform'])
/** Parameters a kind's technical sentence does not need: a NID too long names the limit only; a WebSocket's fragment and user information are refused alike in ws and wss. */
const UNPRINTED: Partial<Record<Kind, readonly string[]>> = { 'urn-nid-too-long': ['length'], 'ws-fragment': ['scheme'], 'ws-userinfo': ['scheme'] }

const valueOf = (reason: SchemeReason, key: string): unknown => (reason as unknown as Readonly<Record<string, unknown>>)[key]
/** What a parameter looks like in a sentence: a string as it is, a number in digits. */
const shown = (reason: SchemeReason, key: string): string => String(valueOf(reason, key))

/** Every rule name of the RFCs' ABNF and of src/grammar's rules (the schemes' too): what a plain sentence never says. */
const ruleNames = (): Set<string> => {
  const names = new Set<string>([...RFC3987_6874.keys(), ...RFC6570.keys()])
  const walk = (dir: string): void => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name)
      if (f.isDirectory()) walk(p)
      else if (f.name.endsWith('.ts')) for (const m of fs.readFileSync(p, 'utf8').matchAll(/(?:rule|iname)\((?:v, )?'([A-Za-z][\w-]*)'/g)) names.add(m[1])
    }
  }
  walk(path.resolve(__dirname, '../../../src/grammar'))
  return names
}
/** Everyday words that are also rule names. */
const EVERYDAY = new Set(['scheme', 'host', 'port', 'path', 'query', 'fragment', 'segment', 'operator', 'prefix', 'data', 'expression', 'literals'])
/** The words of RFCs and platforms' internals a person filling in a form should not have to read. */
const JARGON = [
  'ABNF',
  'RFC',
  'URI',
  'IRI',
  'percent-encod',
  'octet',
  'userinfo',
  'authority',
  'U+',
  'NID',
  'NSS',
  'UTF-8',
  'base64',
  'UNC',
  'Win32',
  'POSIX',
  'NUL',
  'surrogate',
  'tspecial',
  'token',
  'NTFS',
]
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const banned = (): RegExp => {
  const words = [...ruleNames()].filter((n) => !EVERYDAY.has(n)).map(escape)
  return new RegExp(`(?<![\\w-])(?:${words.join('|')})(?![\\w-])|${JARGON.map(escape).join('|')}`)
}

describe('the English sentences of the scheme reasons', () => {
  const kinds = Object.keys(EXAMPLES) as Kind[]

  it('each catalog has a sentence for every kind, and only those: technical and plain alike', () => {
    expect(Object.keys(technicalSchemes).sort()).to.deep.equal([...kinds].sort())
    expect(Object.keys(plainSchemes).sort()).to.deep.equal([...kinds].sort())
    for (const k of kinds) expect([typeof technical.reasons[k], typeof plain.reasons[k]], k).to.deep.equal(['function', 'function'])
  })

  describe('one real error of every kind, worded from its reason', () => {
    const bad = banned()
    for (const kind of kinds) {
      it(kind, () => {
        const e = EXAMPLES[kind]()
        const reason = e.reason as SchemeReason
        expect([e.code, reason?.kind], kind).to.deep.equal(['scheme-violation', kind])
        const words = describeError(technical)(e)
        const plainWords = describeError(plain)(e)
        // The reason's sentence, not the code's: describeError read the reason.
        expect(words).to.equal((technicalSchemes[kind] as (r: SchemeReason, e: UriError) => string)(reason, e))
        expect(plainWords).to.equal((plainSchemes[kind] as (r: SchemeReason, e: UriError) => string)(reason, e))
        expect(words).not.to.equal(technical.codes[e.code](e))
        expect(plainWords).not.to.equal(plain.codes[e.code](e))
        // Technical: every parameter printed as it is, and the section it cites.
        const printed = Object.keys(reason).filter((k) => !WORDED.has(k) && !UNPRINTED[kind]?.includes(k) && typeof valueOf(reason, k) !== 'boolean' && valueOf(reason, k) !== null)
        for (const key of printed) expect(words.toLowerCase(), `${kind}: ${key}`).to.include(shown(reason, key).toLowerCase())
        if ('rfc' in reason) expect(words, kind).to.include(`RFC ${reason.rfc} section ${reason.section}`)
        // Plain: the person's text it names, no grammar words outside what it quotes, and a sentence of some length.
        for (const key of PLAIN_NAMES[kind]) expect(plainWords, `${kind}: ${key}`).to.include(shown(reason, key))
        expect(plainWords.replace(/'[^']*'|"[^"]*"/g, '…'), `${kind}: ${plainWords}`).not.to.match(bad)
        expect([words.length > 20, plainWords.length > 20], kind).to.deep.equal([true, true])
      })
    }
  })

  it("a scheme rule's technical sentence says where, what was found, why and what could have come, from the error's facts", () => {
    expect(describeError(technical)(EXAMPLES['ws-fragment']())).to.equal(
      'Found "#" at position 22 in the path: a WebSocket URI has no fragment (RFC 6455 section 3); write a "#" that belongs to the query as %23; expected a letter, a digit, one of - . _ ~ ! $ & \' ( ) * + , ; = / : ? @, a percent-encoded octet such as %20 or the end of the input.',
    )
    expect(describeError(technical)(EXAMPLES['http-empty-host']())).to.equal(
      'Found "/" at position 9 in the host: an https URI with an empty host is invalid, and a recipient MUST reject it (RFC 9110 section 4.2.2).',
    )
    expect(describeError(technical)(EXAMPLES['urn-nid-too-long']())).to.equal(
      'Found "a" at position 37: a namespace identifier (NID) is at most 32 characters (RFC 8141 section 2); expected ":".',
    )
    expect(describeError(technical)(EXAMPLES['data-form']())).to.match(/^The input ends at position 16: a data URL is "data:" /)
  })

  it('the plain sentences say what to change, in the words of the kind of address', () => {
    expect(describeError(plain)(EXAMPLES['ws-fragment']())).to.equal('A WebSocket address cannot contain a "#": remove the "#" after \'chat\' and what follows it, or replace it with %23')
    expect(describeError(plain)(EXAMPLES['http-empty-host']())).to.equal('Add the website name after https://, like https://www.example.com')
    expect(describeError(plain)(EXAMPLES['mailto-no-at']())).to.equal('Add an "@" to the email address "joe", like name@example.com')
    expect(describeError(plain)(EXAMPLES['file-path-name']())).to.equal('Check the name "a:$DATA" in the path: it cannot be the name of a file on Windows, because it contains a colon (:)')
  })
})
