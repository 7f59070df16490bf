/**
 * Never a throw from a public function, whatever JavaScript hands it: every
 * function each entry point exports (typedoc.json's, the package's subpaths)
 * is called with values a caller from JavaScript may pass by mistake (nothing,
 * null, numbers, a bigint, a symbol, objects with no prototype, arrays, a
 * function, lone surrogates, long text), and so is every function it returns,
 * one level down. Text and options from outside get a result: a Left with a
 * usage error where the result has room for one, else the value read as text
 * (options.ts's `textOf`). The one exception is a function whose argument is
 * a value typed-uri itself made (a tree, an error, a compiled template, a
 * grammar rule, a URN, a host's pieces): `TRUSTED` lists each with what it
 * takes, and a new export is checked until it is listed. The one export that
 * throws is `typed-uri/mcp`'s `UriTemplate`, whose constructor throws on a
 * malformed template as the MCP SDK's does (a drop-in must): `THROWS` lists
 * it, and its methods are called here as the functions are.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { removeDotSegments, utf8PercentEncoding } from '../src/index.ts'
import { isBidiFormatting, isIprivate, isNoncharacter, isUcschar } from '../src/base/code-points.ts'
import { describeCharacter } from '../src/messages/en/technical-codes.ts'
import { locate } from '../src/messages/index.ts'
import { legacyIPv4 } from '../src/security/index.ts'
import { UriTemplate } from '../src/mcp/index.ts'
import { forgivingBase64 } from '../src/schemes/index.ts'
import { exportedFunctions, sweepExports } from './support/export-sweep.ts'

/** Exports whose argument (or whose returned function's argument) is a value the library made: what each takes. */
const TRUSTED: Readonly<Record<string, string>> = {
  // a parsed reference, URI or one of its nodes
  'src/index.ts:isRelativeRef': 'a reference',
  'src/index.ts:isUri': 'a reference',
  'src/index.ts:schemeOf': 'a reference',
  'src/index.ts:segmentsOf': 'a path node',
  'src/index.ts:serialize': 'a reference',
  'src/index.ts:serializeAuthority': 'an authority node',
  'src/index.ts:hostKind': 'a host node',
  'src/index.ts:hostText': 'a host node',
  'src/index.ts:toComponents': 'a reference',
  'src/index.ts:makeAuthority': 'component nodes',
  'src/index.ts:makePort': 'a port text the grammar accepted',
  'src/index.ts:makeReference': 'component nodes',
  'src/index.ts:resolve': 'a base URI, then a reference',
  'src/index.ts:resolveWith': 'a base URI, then a reference (after the options)',
  'src/index.ts:mergePaths': 'a base URI and a reference',
  'src/index.ts:relativize': 'two URIs',
  'src/index.ts:normalize': 'a reference',
  'src/index.ts:normalizeSyntax': 'a reference',
  'src/index.ts:normalizeWith': 'a reference (after the registry)',
  'src/index.ts:normalizeCase': 'a reference',
  'src/index.ts:normalizePercentEncoding': 'a reference',
  'src/index.ts:normalizePathSegments': 'a reference',
  'src/index.ts:normalizeScheme': 'a URI',
  'src/schemes/index.ts:normalizeSchemeWith': 'a URI (after the registry)',
  'src/security/index.ts:canonicalizeIPv6': 'a reference',
  'src/security/index.ts:ipv6Text': "an IPv6 host's pieces",
  'src/index.ts:equalOnRung': 'two references',
  'src/index.ts:withoutFragment': 'a reference',
  // an error, an issue or a row the library made (typed-uri/messages' functions are swept: they take any value)
  'src/index.ts:suggestFix': 'an error (after the input)',
  'src/line-filter/index.ts:invalidUtf8Row': "a line filter's row",
  'src/standard-schema/index.ts:formatIssue': 'an issue',
  // IRIs
  'src/iri/index.ts:normalizeIDN': 'a reference',
  'src/iri/index.ts:normalizeIRI': 'a reference',
  'src/iri/index.ts:normalizeIRISyntax': 'a reference',
  'src/iri/index.ts:normalizeIRIWith': 'a reference (after the options)',
  'src/iri/index.ts:normalizeNFC': 'a reference',
  'src/iri/index.ts:equalOnRungIRI': 'two references',
  // schemes, templates, grammar rules, adapters
  'src/schemes/index.ts:equivalentUrn': 'two URNs as parseUrn gives them',
  'src/schemes/index.ts:urnEquivalenceKey': 'a URN as parseUrn gives it',
  'src/schemes/index.ts:httpReference': 'a rule of typed-uri/grammar',
  'src/template/index.ts:expand': 'a template as parseTemplate gives it',
  'src/template/index.ts:expandPartial': 'a template as parseTemplate gives it',
  'src/template/index.ts:match': 'a template as parseTemplate gives it',
  'src/template/index.ts:matchWith': 'a template as parseTemplate gives it (after the options)',
  'src/template/index.ts:toURLPattern': 'a template as parseTemplate gives it',
  // typed-uri/security: the functions that take a tree or an address (safeRedirect, readings and describeRefusal are swept)
  'src/security/index.ts:inspect': 'a reference (after the options)',
  'src/security/index.ts:redact': 'a reference',
  'src/security/index.ts:classifyIPv6': "an IPv6 host's pieces",
  'src/security/index.ts:embeddedIPv4': "an IPv6 host's pieces",
  'src/security/index.ts:embeddedIPv4s': "an IPv6 host's pieces",
  'src/security/index.ts:ipv4ToNumber': "an IPv4 host's octets",
  'src/security/index.ts:classifyIPv4': 'an address as ipv4ToNumber or legacyIPv4 gives it',
  'src/security/index.ts:numberToIPv4': 'an address as ipv4ToNumber or legacyIPv4 gives it',
  'src/security/index.ts:ipv4InNetwork': 'addresses as ipv4ToNumber or legacyIPv4 gives them',
  'src/ajv/index.ts:addUriFormats': 'an Ajv instance',
  'src/arbitraries/index.ts:mutations': 'a fast-check Arbitrary',
}

/**
 * The exports that throw, and when: each is a class (a function whose name begins with a capital, which the sweep
 * does not call), and every exported class is listed here, so none throws unnoticed.
 */
const THROWS: Readonly<Record<string, string>> = {
  'src/mcp/index.ts:UriTemplate': "`new UriTemplate(text)`, on a text that is not a URI Template, as the MCP SDK's constructor does",
}

const nullProto = Object.create(null) as object
/** Values a caller from JavaScript may pass where text, a number, a list or options belong. */
const HOSTILE: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  Number.NaN,
  1e308,
  true,
  10n,
  Symbol('s'),
  {},
  nullProto,
  [],
  [1, 'a'],
  () => 'x',
  '',
  'x',
  '%',
  '{',
  '{+x}',
  '\ud800',
  'http://a/b?c#d',
  'a'.repeat(5000),
  // An object every read of which throws, and a revoked proxy (Array.isArray throws on it): options from a hostile caller.
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('get')
      },
      has: () => {
        throw new Error('has')
      },
      ownKeys: () => {
        throw new Error('ownKeys')
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('getOwnPropertyDescriptor')
      },
      getPrototypeOf: () => {
        throw new Error('getPrototypeOf')
      },
    },
  ),
  (() => {
    const r = Proxy.revocable({}, {})
    r.revoke()
    return r.proxy
  })(),
]
/** The values the functions a function returns are called with (fewer: their count multiplies). */
const HOSTILE_INNER: readonly unknown[] = [undefined, null, 0, 10n, Symbol('t'), nullProto, [1], '\ud800', 'http://a/b']

describe('totality: no public function throws, whatever JavaScript hands it', function () {
  this.timeout(60_000)
  it("every exported function of every entry point, and each function it returns, called with JavaScript's other values", async () => {
    const thrown: string[] = []
    const { functions, calls } = await sweepExports({
      values: HOSTILE,
      inner: HOSTILE_INNER,
      skip: (name) => Object.prototype.hasOwnProperty.call(TRUSTED, name),
      threw: (where, e) => void thrown.push(`${where}: ${(e as Error)?.message ?? String(e)}`),
    })
    expect(functions, 'functions checked').to.be.greaterThan(80)
    expect(calls, 'calls made').to.be.greaterThan(5_000)
    if (thrown.length > 0) console.log(thrown.join('\n'))
    expect(thrown).to.deep.equal([])
  })

  it('every name in TRUSTED is an exported function (a list that names nothing checks nothing)', async () => {
    const exported = new Set((await exportedFunctions()).map(([name]) => name))
    expect(Object.keys(TRUSTED).filter((n) => !exported.has(n))).to.deep.equal([])
  })

  it('the exports that throw are the classes THROWS lists, and every exported class is one', async () => {
    const { entries } = await import('./support/export-sweep.ts')
    const classes: string[] = []
    for (const entry of entries) {
      const mod = (await import(`../${entry}`)) as Record<string, unknown>
      for (const [key, value] of Object.entries(mod)) if (typeof value === 'function' && /^[A-Z]/.test(key)) classes.push(`${entry}:${key}`)
    }
    expect(classes.sort()).to.deep.equal(Object.keys(THROWS).sort())
  })

  it('UriTemplate: the constructor throws an Error on what is not a template, and nothing else; its methods never throw, whatever they are handed', () => {
    const label = (v: unknown): string => {
      try {
        return String(v).slice(0, 20)
      } catch {
        return typeof v
      }
    }
    let built = 0
    for (const v of HOSTILE) {
      let t: UriTemplate | null = null
      try {
        t = new UriTemplate(v as never)
      } catch (e) {
        // Only an Error, and only for a value that is not a template.
        expect(e, label(v)).to.be.instanceOf(Error)
        expect(typeof v === 'string' && UriTemplate.isTemplate(v), label(v)).to.equal(false)
      }
      expect(() => UriTemplate.isTemplate(v as never)).not.to.throw()
      if (t !== null) built++
    }
    expect(built, 'templates among the values').to.be.at.least(5)
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no')
        },
        has: () => {
          throw new Error('no')
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('no')
        },
        ownKeys: () => {
          throw new Error('no')
        },
      },
    )
    for (const text of ['/users/{id}{/path*}{?q,tags*}', '{+x}{#y}{.z}{;w}{&v}', '{x:2}{x}']) {
      const t = new UriTemplate(text)
      for (const v of [...HOSTILE, throwing, { x: throwing, id: [throwing], q: { a: throwing } }, { x: [[1]], y: { a: { b: 1 } } }]) {
        expect(() => t.expand(v as never), `${text} expand(${label(v)})`).not.to.throw()
        expect(typeof t.expand(v as never)).to.equal('string')
        expect(() => t.match(v as never), `${text} match(${label(v)})`).not.to.throw()
      }
      expect(t.toString()).to.equal(text)
      expect(t.variableNames).to.be.an('array')
    }
  })

  it('what a value that is not text or a number gives, where the result has no room for an error', () => {
    // Text read as options.ts's textOf reads it: a number as its digits, nothing as "".
    expect(removeDotSegments(undefined as never)).to.equal('')
    expect(removeDotSegments(42 as never)).to.equal('42')
    expect(utf8PercentEncoding(7 as never)).to.equal('%37')
    expect(utf8PercentEncoding(null as never)).to.equal('')
    expect(locate(undefined as never)(0)).to.deep.equal({ line: 1, column: 1, codePointOffset: 0, displayColumn: 1 })
    // Nothing found is the end of the input; a number is quoted as its text.
    expect(describeCharacter(undefined as never)).to.equal('the end of the input')
    expect(describeCharacter(5 as never)).to.equal('"5"')
    // No address, no code point of any class, no octets to decode.
    expect(legacyIPv4(2130706433 as never)).to.equal(null)
    for (const is of [isUcschar, isIprivate, isNoncharacter, isBidiFormatting])
      expect([Symbol('s'), 10n, '0x4f8b', undefined].map((v) => is(v as never))).to.deep.equal([false, false, false, false])
    const b = forgivingBase64(null as never)
    expect(E.isLeft(b) && b.left.at).to.equal(0)
  })
})
