import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { RUNS } from '../generators.ts'
import { eqScheme, isValidIRI, parse, parseIRI, parseURI, relativize, resolve, serialize, type Uri, type UriReference } from '../../src/index.ts'
import { eqIRIScheme } from '../../src/iri/index.ts'

const uri = (s: string): Uri => (parseURI(s) as E.Right<Uri>).right
const ref = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
const rel = (base: string, target: string): string => serialize(relativize(uri(base))(uri(target)))

const BASE = 'http://a/b/c/d;p?q'

describe('relativize', () => {
  it('gives the shortest reference that resolves to the target', () => {
    expect(rel(BASE, 'http://a/b/g')).to.equal('../g')
    expect(rel(BASE, 'http://a/b/c/g')).to.equal('g')
    expect(rel(BASE, 'http://a/b/c/g/')).to.equal('g/')
    expect(rel(BASE, 'http://a/g')).to.equal('/g')
    expect(rel(BASE, 'http://a/b/c/d;p?y')).to.equal('?y')
    expect(rel(BASE, 'http://a/b/c/d;p?q#s')).to.equal('#s')
    expect(rel(BASE, 'http://a/b/c/d;p?q')).to.equal('')
    expect(rel(BASE, 'http://a/b/c/d;p')).to.equal('d;p')
    expect(rel(BASE, 'http://a/b/c/')).to.equal('.')
    expect(rel(BASE, 'http://a/b/')).to.equal('..')
    expect(rel(BASE, 'http://a/')).to.equal('/')
    expect(rel(BASE, 'http://a/b/c/g:h')).to.equal('./g:h')
    expect(rel(BASE, 'http://a/b/c//x')).to.equal('.//x')
  })
  it('gives the target itself for another scheme or authority', () => {
    expect(rel(BASE, 'https://a/b/g')).to.equal('https://a/b/g')
    expect(rel(BASE, 'http://b/b/g')).to.equal('http://b/b/g')
    expect(rel(BASE, 'http://u@a/b/g')).to.equal('http://u@a/b/g')
  })
  it('works against bases without an authority', () => {
    expect(rel('foo:a/b/c', 'foo:a/b/x')).to.equal('x')
    expect(rel('foo:a/b/c', 'foo:x')).to.equal('foo:x')
    expect(rel('mailto:a@b', 'mailto:a@b?subject=x')).to.equal('?subject=x')
  })
  const segment = fc.constantFrom('', 'a', 'b', 'c', 'g', 'x:y', '..g')
  const absPath = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => '/' + s.join('/'))
  const maybe = (s: string) => fc.option(fc.constantFrom('', s), { nil: undefined })
  const target = fc
    .tuple(fc.constantFrom('http://a', 'http://b', 'https://a'), absPath, maybe('q'), maybe('f'))
    .map(([origin, p, q, f]) => origin + p + (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f))
  const base = fc.tuple(absPath, maybe('q')).map(([p, q]) => 'http://a' + p + (q === undefined ? '' : '?' + q))
  it('law: resolve(b)(relativize(b)(t)) is equivalent to t', () => {
    fc.assert(
      fc.property(base, target, (b, t) => eqScheme.equals(resolve(uri(b))(relativize(uri(b))(uri(t))), uri(t))),
      { numRuns: RUNS, seed: 44 },
    )
  })
  const iriSegment = fc.constantFrom('', '\u00E9', 'b', '\u65E5\u672C', '\u{1F600}', 'x:\u00FC', '..g', '%C3%A9')
  const iriPath = fc.array(iriSegment, { minLength: 1, maxLength: 5 }).map((s) => '/' + s.join('/'))
  const iriTarget = fc
    .tuple(fc.constantFrom('http://\u00FC', 'http://b', 'https://\u00FC'), iriPath, maybe('\u00E9'), maybe('\uE000'))
    .map(([origin, p, q, f]) => origin + p + (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f))
  const iriBase = fc.tuple(iriPath, maybe('q')).map(([p, q]) => 'http://\u00FC' + p + (q === undefined ? '' : '?' + q))
  const iri = (s: string): Uri => (parseIRI(s) as E.Right<Uri>).right
  it('law: the same for IRIs (RFC 3987 6.5), and the reference is an IRI reference', () => {
    let exercised = 0
    fc.assert(
      fc.property(iriBase, iriTarget, (b, t) => {
        if (E.isLeft(parseIRI(t))) return true
        exercised++
        const r = relativize(iri(b))(iri(t))
        return isValidIRI(serialize(r)) && eqIRIScheme.equals(resolve(iri(b))(r), iri(t))
      }),
      { numRuns: RUNS, seed: 46 },
    )
    expect(exercised).to.be.above(2_000)
  })
  it('law: no longer than a path reference (no scheme, no authority) that resolves to the same target', () => {
    const r = fc
      .array(fc.constantFrom('', '.', '..', 'g', 'h', 'a'), { minLength: 1, maxLength: 5 })
      .map((s) => s.join('/'))
      .filter((x) => !x.startsWith('//'))
    fc.assert(
      fc.property(base, r, (b, x) => {
        const t = resolve(uri(b))(ref(x))
        return serialize(relativize(uri(b))(t)).length <= x.length
      }),
      { numRuns: RUNS, seed: 45 },
    )
  })
})
