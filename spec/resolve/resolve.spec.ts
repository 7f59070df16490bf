import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import { RUNS } from '../generators.ts'
import { growth, LINEAR } from '../support/growth.ts'
import { parse, parseIRI, parseIRIReference, parseURI, resolve, resolveWith, segmentsOf, serialize, toComponents, type ResolveOptions, type Uri, type UriReference } from '../../src/index.ts'
import { iriToURI } from '../../src/iri/index.ts'
import { ABNORMAL, BASE, generatedBase, generatedRef, NORMAL } from './examples.ts'
import { MORE_EXAMPLES } from './more-examples.ts'
import { transformOracle } from './oracle.ts'

const uri = (s: string): Uri => {
  const r = parseURI(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${r.left.code} at ${r.left.offset}`)
  return r.right
}
const ref = (s: string): UriReference => {
  const r = parse(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${r.left.code} at ${r.left.offset}`)
  return r.right
}
const resolved = (base: string, r: string): string => serialize(resolve(uri(base))(ref(r)))

/** Our result and the oracle's T, component by component (undefined there is null here). */
const sameParts = (ours: Uri, t: ReturnType<typeof transformOracle>): boolean => {
  const c = toComponents(ours)
  return (
    c.scheme === t.scheme &&
    (ours.authority === null ? t.authority === undefined : ours.authority.raw === t.authority) &&
    ours.path.raw === t.path &&
    (c.query ?? undefined) === t.query &&
    (c.fragment ?? undefined) === t.fragment
  )
}

describe('resolve (RFC 3986 section 5.2)', () => {
  describe(`5.4.1 Normal Examples, base ${BASE}`, () => {
    for (const [r, want] of NORMAL) it(`${JSON.stringify(r)} → ${want}`, () => expect(resolved(BASE, r)).to.equal(want))
  })
  describe(`5.4.2 Abnormal Examples, base ${BASE}`, () => {
    for (const [r, want] of ABNORMAL) it(`${JSON.stringify(r)} → ${want}`, () => expect(resolved(BASE, r)).to.equal(want))
    it('"http:g" → http://a/b/c/g for backward compatibility (resolveWith({ strict: false }))', () => {
      const loose = resolveWith({ strict: false })(uri(BASE))
      expect(serialize(loose(ref('http:g')))).to.equal('http://a/b/c/g')
      expect(serialize(loose(ref('HTTP:g')))).to.equal('http://a/b/c/g')
      expect(serialize(loose(ref('https:g')))).to.equal('https:g')
    })
    it('only strict: false is the loose reading; missing or bad options are the strict one, never a throw', () => {
      const read = (options: unknown): string => serialize(resolveWith(options as ResolveOptions)(uri(BASE))(ref('http:g')))
      expect(read({ strict: false })).to.equal('http://a/b/c/g')
      expect(read({ strict: true })).to.equal('http:g')
      for (const bad of [undefined, null, 0, 'no', {}, [], { strict: 0 }, { strict: 'false' }, { strict: null }, Symbol('s'), () => false]) {
        expect(read(bad), String(typeof bad === 'symbol' ? 'a symbol' : JSON.stringify(bad))).to.equal('http:g')
      }
      expect(serialize(resolveWith()(uri(BASE))(ref('http:g')))).to.equal('http:g')
      // an option on Object.prototype (a polluted dependency) is not an option
      const proto = Object.prototype as { strict?: boolean }
      proto.strict = false
      try {
        expect(read({})).to.equal('http:g')
      } finally {
        delete proto.strict
      }
    })
  })
  describe(`${MORE_EXAMPLES.length} more examples (no authority, empty paths, "..", IPv6, query- and fragment-only)`, () => {
    it('each resolves as the table says', () => {
      for (const [b, r, want] of MORE_EXAMPLES) expect(resolved(b, r), `${b} + ${r}`).to.equal(want)
    })
  })
  describe('5.1 the base fragment is ignored', () => {
    it('a base fragment never reaches the result', () => {
      expect(resolved('http://a/b?q#f', '')).to.equal('http://a/b?q')
      expect(resolved('http://a/b?q#f', '#g')).to.equal('http://a/b?q#g')
    })
  })
  describe('a path that would read as an authority', () => {
    it('base f:/a and ".//g" give f:/.//g, which parses back with no authority', () => {
      const out = resolve(uri('f:/a'))(ref('.//g'))
      expect(out.path.raw).to.equal('//g')
      expect(serialize(out)).to.equal('f:/.//g')
      expect(toComponents(ref(serialize(out)))).to.include({ host: null })
      expect(resolved('f:/.//g', '.')).to.equal('f:/.//')
    })
  })
  describe('composes with fp-ts', () => {
    it('pipe(input, parse, E.map(resolve(base)), E.map(serialize))', () => {
      expect(pipe('../g?q', parse, E.map(resolve(uri(BASE))), E.map(serialize))).to.deep.equal(E.right('http://a/b/g?q'))
    })
  })
  describe('laws', () => {
    it('agrees with the literal transcription of 5.2 on generated references (strict and not)', () => {
      fc.assert(
        fc.property(generatedBase, generatedRef, fc.boolean(), (b, r, strict) => {
          const ours = resolveWith({ strict })(uri(b))(ref(r))
          return sameParts(ours, transformOracle(b, r, strict))
        }),
        { numRuns: RUNS, seed: 5202 },
      )
    })
    it('a result path has no dot segments unless the base path had them and the reference has no path', () => {
      fc.assert(
        fc.property(generatedBase, generatedRef, (b, r) => {
          const out = resolve(uri(b))(ref(r))
          const fromBase = ref(r).path.raw === '' && ref(r).authority === null && ref(r)._tag === 'RelativeRef'
          return fromBase || !segmentsOf(out.path).some((s) => s === '.' || s === '..')
        }),
        { numRuns: RUNS, seed: 5204 },
      )
    })
    it('RFC 3987 6.5: resolving IRIs, then mapping to URIs (3.1), is mapping, then resolving', () => {
      let exercised = 0
      const insert = (s: string, at: number, c: string): string => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1))
      const unicode = fc.constantFrom('\u00E9', '\u65E5', '\u{1F600}', '\u00FC\u00DF')
      fc.assert(
        fc.property(generatedBase, generatedRef, fc.nat(), fc.nat(), unicode, unicode, (b0, r0, i, j, c, d) => {
          const [b, r] = [insert(b0, i, c), insert(r0, j, d)]
          const [pb, pr] = [parseIRI(b), parseIRIReference(r)]
          const [ub, ur] = [iriToURI(b), iriToURI(r)]
          if (E.isLeft(pb) || E.isLeft(pr) || E.isLeft(ub) || E.isLeft(ur)) return true
          exercised++
          const viaIri = iriToURI(serialize(resolve(pb.right)(pr.right)))
          return E.isRight(viaIri) && viaIri.right === serialize(resolve(uri(ub.right))(ref(ur.right)))
        }),
        { numRuns: RUNS, seed: 5206 },
      )
      expect(exercised).to.be.above(2_000)
    })
    it('resolving an absolute URI gives it back with dot segments removed', () => {
      fc.assert(
        fc.property(generatedBase, generatedBase, (b, t) => {
          return sameParts(resolve(uri(b))(uri(t)), transformOracle('x:', t))
        }),
        { numRuns: RUNS, seed: 5205 },
      )
    })
  })
  describe('growth', () => {
    it('100,000 "../" resolve in time linear in their number (the work, not a timing: support/growth.ts)', () => {
      const base = uri('http://a/b/c')
      expect(serialize(resolve(base)(ref('../'.repeat(100_000) + 'g')))).to.equal('http://a/g')
      expect(growth(resolve(base), (n) => ref('../'.repeat(n) + 'g'), 6_250)).to.be.below(LINEAR)
    })
  })
})
