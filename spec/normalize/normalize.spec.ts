import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { flow, pipe } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import {
  normalize,
  normalizeCase,
  normalizePathSegments,
  normalizePercentEncoding,
  normalizeScheme,
  normalizeSyntax,
  normalizeText,
  normalizeWith,
  parse,
  parseIRIReference,
  parseWith,
  serialize,
  type SchemeRegistry,
  type SchemeRule,
  type UriReference,
} from '../../src/index.ts'
import { defaultSchemes, normalizeSchemeWith, registerScheme } from '../../src/normalize/scheme.ts'
import { inspect } from '../../src/security/index.ts'
import { normalizeIRI, normalizeIRIWith } from '../../src/iri/index.ts'
import { upperCaseTriplets } from '../../src/normalize/case.ts'
import { decodeUnreserved } from '../../src/normalize/percent.ts'
import { lowerPlainAscii, tripletsToChange } from '../../src/normalize/triplets.ts'
import { RUNS, uriLike } from '../generators.ts'
import { describeError, technical } from '../../src/messages/index.ts'

const ref = (s: string): UriReference => {
  const r = parse(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
  return r.right
}
const apply =
  (f: (r: UriReference) => UriReference) =>
  (s: string): string =>
    serialize(f(ref(s)))

describe('normalize (RFC 3986 section 6.2)', () => {
  it('finds a triplet to change exactly when one has a lower-case hex digit or encodes an unreserved character (every octet, every case)', () => {
    const unreserved = /^[A-Za-z0-9\-._~]$/
    let changing = 0
    for (let octet = 0; octet < 256; octet++) {
      const upper = octet.toString(16).toUpperCase().padStart(2, '0')
      for (const hex of new Set([upper, upper.toLowerCase(), upper[0] + upper[1].toLowerCase(), upper[0].toLowerCase() + upper[1]])) {
        const expected = hex !== hex.toUpperCase() || unreserved.test(String.fromCharCode(octet))
        if (expected) changing++
        // Alone, after a triplet that stays, and from a "%" past the first.
        expect(tripletsToChange(`%${hex}`), hex).to.equal(expected)
        expect(tripletsToChange(`a%C3%A9/%${hex}`), hex).to.equal(expected)
        expect(tripletsToChange(`%7e%${hex}`, 3), hex).to.equal(expected)
      }
    }
    // 228 spellings with a lower-case hex digit, and the upper-case triplets of the 66 unreserved characters.
    expect(changing).to.equal(294)
  })
  it('finds text that no case or triplet step changes exactly when it has no capital, no "%" and nothing past ASCII (every ASCII code unit, and past it)', () => {
    const past = [0x80, 0xc9, 0xe9, 0xff, 0x100, 0x130, 0x212a, 0xd800, 0xdfff, 0xfffd, 0xffff]
    let plain = 0
    for (const c of [...Array.from({ length: 128 }, (_, c) => c), ...past]) {
      const expected = !((c >= 0x41 && c <= 0x5a) || c === 0x25 || c >= 0x80)
      if (expected) plain++
      const ch = String.fromCharCode(c)
      expect(lowerPlainAscii(`ab${ch}cd`), c.toString(16)).to.equal(expected)
      // A slice of a longer text, as the parsed hosts and paths are.
      expect(lowerPlainAscii(`http://www.example.com/${ch}`.slice(7)), c.toString(16)).to.equal(expected)
    }
    // ASCII less the 26 capitals and "%".
    expect(plain).to.equal(128 - 27)
  })
  describe('6.2.2.1 Case Normalization', () => {
    const n = apply(normalizeCase)
    it('lower-cases scheme and host', () => {
      expect(n('HTTP://www.EXAMPLE.com/')).to.equal('http://www.example.com/')
      expect(n('eXAMPLE://a')).to.equal('example://a')
      expect(n('http://[FE80::AB]/')).to.equal('http://[fe80::ab]/')
      expect(n('http://[V1.AbC]/')).to.equal('http://[v1.abc]/')
    })
    it('upper-cases hex digits of triplets everywhere, host included', () => {
      expect(n('http://%c3%a9.Example/%7efoo?%3a#%2f')).to.equal('http://%C3%A9.example/%7Efoo?%3A#%2F')
      expect(n('http://us%3aer@h/')).to.equal('http://us%3Aer@h/')
    })
    it('keeps the case of userinfo, path, query and fragment', () => {
      expect(n('http://User@h/Path?Query#Frag')).to.equal('http://User@h/Path?Query#Frag')
    })
    it('gives back the same reference when nothing changes', () => {
      const r = ref('http://a/b')
      expect(normalizeCase(r)).to.equal(r)
    })
  })

  describe('6.2.2.2 Percent-Encoding Normalization', () => {
    const n = apply(normalizePercentEncoding)
    it('decodes unreserved characters only', () => {
      expect(n('http://example.com/%7Esmith')).to.equal('http://example.com/~smith')
      expect(n('http://%61%62.com/%41%2D%2E%5F%7E%30')).to.equal('http://ab.com/A-._~0')
      expect(n('http://h/?%61=%62#%63')).to.equal('http://h/?a=b#c')
      expect(n('http://%75@h/')).to.equal('http://u@h/')
    })
    it('never decodes reserved characters, controls, %00, "%" or non-ASCII octets', () => {
      for (const s of ['http://h/%2F', 'http://h/%3A%40%23%3F%5B%5D', 'http://h/%00%0A%7F', 'http://h/%25', 'http://h/%C3%A9', 'http://h/%20', 'http://h/%21%24']) {
        expect(n(s)).to.equal(s)
      }
    })
    it('never decodes twice', () => {
      expect(n('http://h/%2541')).to.equal('http://h/%2541')
      expect(n(n('http://h/%2541'))).to.equal('http://h/%2541')
    })
  })

  describe('text of nodes made by hand', () => {
    it('broken triplets are left alone, the good ones around them still normalized', () => {
      expect(upperCaseTriplets('%zz%4a%4')).to.equal('%zz%4A%4')
      expect(decodeUnreserved('%zz%41%4')).to.equal('%zzA%4')
      expect(decodeUnreserved('%2F%41')).to.equal('%2FA')
    })
  })

  describe('6.2.2.3 Path Segment Normalization', () => {
    const n = apply(normalizePathSegments)
    it('removes dot segments from URIs and absolute-path references', () => {
      expect(n('http://a/b/./c/../d')).to.equal('http://a/b/d')
      expect(n('/a/../b')).to.equal('/b')
      expect(n('//h/./x')).to.equal('//h/x')
      expect(n('urn:a/../b')).to.equal('urn:/b') // as resolving it would (5.2.2)
    })
    it('leaves relative-path references alone', () => {
      expect(n('../g')).to.equal('../g')
      expect(n('./a/../b')).to.equal('./a/../b')
    })
  })

  describe('6.2.2 Syntax-Based Normalization, the example', () => {
    it('eXAMPLE://a/./b/../b/%63/%7bfoo%7d → example://a/b/c/%7Bfoo%7D', () => {
      expect(apply(normalizeSyntax)('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).to.equal('example://a/b/c/%7Bfoo%7D')
    })
    it('a decoded letter of a host is lower-cased in the same pass', () => {
      expect(apply(normalizeSyntax)('http://%41.example/')).to.equal('http://a.example/')
    })
    it('a decoded "%2E%2E" becomes a dot segment and goes', () => {
      expect(apply(normalizeSyntax)('http://a/b/%2E%2E/c')).to.equal('http://a/c')
    })
  })

  describe('6.2.3 Scheme-Based Normalization', () => {
    const n = apply(normalizeScheme)
    it('http: the four equivalent forms of section 6.2.3 become one', () => {
      for (const s of ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/']) {
        expect(n(s)).to.equal('http://example.com/')
      }
    })
    it('https, ws, wss and ftp drop their default ports', () => {
      expect(n('https://h:443/x')).to.equal('https://h/x')
      expect(n('https://h:80/x')).to.equal('https://h:80/x')
      expect(n('ws://h:80')).to.equal('ws://h/')
      expect(n('wss://h:443?x')).to.equal('wss://h/?x')
      expect(n('ftp://h:21/f')).to.equal('ftp://h/f')
      expect(n('ftp://h:/f')).to.equal('ftp://h/f')
      expect(n('http://h:080/')).to.equal('http://h/')
    })
    it('keeps the delimiter of an empty query or fragment', () => {
      expect(n('http://example.com/?')).to.equal('http://example.com/?')
      expect(n('http://example.com#')).to.equal('http://example.com/#')
    })
    it('mailto: the domain is case-insensitive, the local part is not', () => {
      expect(n('mailto:Joe@Example.COM')).to.equal('mailto:Joe@example.com')
      expect(n('mailto:A@B.ORG,C@D.Org?subject=Hi')).to.equal('mailto:A@b.org,C@d.org?subject=Hi')
    })
    it('mailto without an address domain, and urn without a namespace-specific string, stay as they are', () => {
      expect(n('mailto:nobody')).to.equal('mailto:nobody')
      // RFC 6068 section 2: a "to" field's recipients are the path's (it was kept as a field before).
      expect(n('mailto:?to=a@B.ORG')).to.equal('mailto:a@b.org')
      // No mailto URI of section 2 (an authority, a field without "="): only the path's domains.
      expect(n('mailto://h/?to=a@B')).to.equal('mailto://h/?to=a@B')
      expect(n('mailto:x@Y?to')).to.equal('mailto:x@y?to')
      expect(n('urn:Foo')).to.equal('urn:Foo')
    })
    it('urn: the namespace identifier is case-insensitive (RFC 8141)', () => {
      expect(n('urn:ISBN:0-395-36341-1')).to.equal('urn:isbn:0-395-36341-1')
      expect(n('URN:Example:Foo:BAR')).to.equal('URN:example:Foo:BAR')
    })
    it('file: "localhost" is the empty host', () => {
      expect(n('file://localhost/etc/hosts')).to.equal('file:///etc/hosts')
      expect(n('file://LocalHost/x')).to.equal('file:///x')
      expect(n('file://host/x')).to.equal('file://host/x')
    })
    describe('class: urn, mailto and file keep a text only where their steps keep it (the shortcuts for text in lower case)', () => {
      /** Section 6.2.2's steps on a text, as this spec's oracle writes them: unreserved triplets decoded, the others in upper case. */
      const syntax = (text: string): string => upperCaseTriplets(decodeUnreserved(text))
      const check = (input: string, expected: string): void => {
        const tree = ref(input)
        const normal = normalize(tree)
        expect(serialize(normal), input).to.equal(expected)
        expect(normalizeText(input), input).to.deep.equal(E.right(expected))
        // A normal input comes back as the very tree.
        if (expected === input) expect(normal, input).to.equal(tree)
      }
      it('urn: the namespace in lower case, a uuid in lower case throughout, whatever case each part is in', () => {
        let cases = 0
        for (const nid of ['isbn', 'ISBN', 'Isbn', 'uuid', 'UUID', 'uuiD', 'uuidx', 'ex%2dy', 'ex%2Dy', 'x%5fY', 'a%2fb'])
          for (const nss of ['0-395', '6E8BC430-9C3A', '6e8bc430-9c3a', 'a%2fB', 'a%2Fb', 'x:Y']) {
            const lower = syntax(nid)
              .toLowerCase()
              .replace(/%[0-9a-f]{2}/g, (t) => t.toUpperCase())
            check(`urn:${nid}:${nss}`, `urn:${lower}:${lower === 'uuid' ? syntax(nss).toLowerCase() : syntax(nss)}`)
            cases++
          }
        expect(cases).to.equal(66)
      })
      it('mailto: each domain in lower case, the local part as written', () => {
        for (const local of ['joe', 'Joe', 'j%41e'])
          for (const domain of ['example.com', 'Example.COM', 'ex%2dample.com', 'ex%41mple.com', 'ex%2fample.com', 'x.example'])
            check(
              `mailto:${local}@${domain}`,
              `mailto:${syntax(local)}@${syntax(domain)
                .toLowerCase()
                .replace(/%[0-9a-f]{2}/g, (t) => t.toUpperCase())}`,
            )
      })
      it('file: "localhost" in any case and spelling is the empty host, no other host', () => {
        for (const host of ['localhost', 'LOCALHOST', 'LocalHost', 'l%6Fcalhost', 'localhos', 'localhost.', 'xlocalhost', 'localhostx', ''])
          check(`file://${host}/x`, syntax(host).toLowerCase() === 'localhost' ? 'file:///x' : `file://${syntax(host).toLowerCase()}/x`)
      })
      it('an IRI: a namespace or domain past ASCII is read by the full step (its case is not ASCII)', () => {
        const iri = (s: string): string => {
          const r = parseIRIReference(s)
          if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
          return serialize(normalizeIRI(r.right))
        }
        expect(iri('urn:\u00c9x:Y')).to.equal('urn:\u00e9x:Y')
        expect(iri('urn:\u00e9x:Y')).to.equal('urn:\u00e9x:Y')
        expect(iri('mailto:a@\u00c9X.com')).to.equal('mailto:a@\u00c9x.com')
        expect(iri('http://\u00c9X.com/')).to.equal('http://\u00c9X.com/')
      })
    })
    it('never touches fragments, unknown schemes or relative references', () => {
      expect(n('http://h:80/#Frag%7e')).to.equal('http://h/#Frag%7e')
      expect(n('gopher://h:70')).to.equal('gopher://h:70')
      expect(n('//h:80')).to.equal('//h:80')
    })
    it('takes rules of its users', () => {
      const registry = pipe(defaultSchemes, registerScheme({ scheme: 'gopher', defaultPort: 70, emptyPathIsRoot: true }))
      expect(apply(normalizeSchemeWith(registry))('gopher://h:70')).to.equal('gopher://h/')
      expect(apply(normalizeWith(registry))('GOPHER://H:70')).to.equal('gopher://h/')
      expect(defaultSchemes.has('gopher')).to.equal(false)
    })
    describe('registries and rules from outside: never a throw', () => {
      const inputs = ['HTTP://H:80', 'https://h:443/?', 'gopher://h:70', 'http://h:', 'mailto:a@EXAMPLE.COM', 'file://localhost/x', '//h:/x']
      const byDefault = inputs.map(apply(normalize))
      const gopher: SchemeRule = { scheme: 'gopher', defaultPort: 70 }
      it('class: a registry that is not a Map reads as defaultSchemes', () => {
        let exercised = 0
        fc.assert(
          fc.property(fc.anything(), (registry) => {
            if (registry instanceof Map) return true
            exercised++
            const r = registry as SchemeRegistry
            expect(inputs.map(apply(normalizeWith(r)))).to.deep.equal(byDefault)
            expect(inputs.map(apply(normalizeIRIWith(r)))).to.deep.equal(inputs.map(apply(normalizeIRI)))
            expect(inputs.map(apply(normalizeSchemeWith(r)))).to.deep.equal(inputs.map(apply(normalizeScheme)))
            expect([...registerScheme(gopher)(r)]).to.deep.equal([...defaultSchemes, ['gopher', gopher]])
            expect(inspect({ schemes: r })(ref('http://h:80'))).to.deep.equal(inspect()(ref('http://h:80')))
            return true
          }),
          // Each value runs five functions on seven inputs: 600 values of every kind fast-check makes.
          { numRuns: 600, seed: 640 },
        )
        expect(exercised).to.be.above(450)
      })
      it('class: an entry that is no object is no rule; a rule that is no object with a string scheme is not added', () => {
        const nonObject = fc.oneof(fc.constantFrom(null, undefined, Symbol('s')), fc.boolean(), fc.integer(), fc.double(), fc.string(), fc.bigInt())
        fc.assert(
          fc.property(nonObject, (bad) => {
            // http's rule replaced by something that is no rule: http is then a scheme without one.
            const registry = new Map(defaultSchemes).set('http', bad as unknown as SchemeRule)
            const withoutHttp = new Map([...defaultSchemes].filter(([k]) => k !== 'http'))
            expect(inputs.map(apply(normalizeWith(registry)))).to.deep.equal(inputs.map(apply(normalizeWith(withoutHttp))))
            expect(inspect({ schemes: registry })(ref('http://h:80'))).to.deep.equal(inspect({ schemes: withoutHttp })(ref('http://h:80')))
            expect(registerScheme(bad as unknown as SchemeRule)(defaultSchemes)).to.deep.equal(defaultSchemes)
            if (typeof bad !== 'string') expect(registerScheme({ scheme: bad } as unknown as SchemeRule)(defaultSchemes)).to.deep.equal(defaultSchemes)
            return true
          }),
          { numRuns: 600, seed: 641 },
        )
      })
      it('class: a key that is no string names no scheme', () => {
        let exercised = 0
        fc.assert(
          fc.property(fc.anything(), fc.anything(), (key, rule) => {
            if (typeof key === 'string') return true
            exercised++
            const registry = new Map<unknown, unknown>(defaultSchemes).set(key, rule) as unknown as SchemeRegistry
            expect(inputs.map(apply(normalizeWith(registry)))).to.deep.equal(byDefault)
            expect(inputs.map(apply(normalizeIRIWith(registry)))).to.deep.equal(inputs.map(apply(normalizeIRI)))
            return true
          }),
          { numRuns: 300, seed: 643 },
        )
        expect(exercised).to.be.above(200)
      })
      it("class: a normalize that is no function does nothing; the rule's other steps still apply", () => {
        let exercised = 0
        fc.assert(
          fc.property(fc.anything(), (bad) => {
            if (typeof bad === 'function' || bad === undefined) return true
            exercised++
            const rule = { scheme: 'gopher', defaultPort: 70, normalize: bad } as unknown as SchemeRule
            const registry = registerScheme(rule)(defaultSchemes)
            expect(registry.get('gopher')).to.equal(rule)
            expect(apply(normalizeWith(registry))('GOPHER://H:70/a')).to.equal('gopher://h/a')
            return true
          }),
          { numRuns: 2_000, seed: 642 },
        )
        expect(exercised).to.be.above(1_500)
      })
    })
  })

  describe('normalize = normalizeSyntax then normalizeScheme', () => {
    it('composes with flow', () => {
      const f = flow(parse, E.map(normalize), E.map(serialize))
      expect(f('HTTP://Example.COM:80/%7euser/./x/../y?%41#%62')).to.deep.equal(E.right('http://example.com/~user/y?A#b'))
    })
    it('normalizeSyntax is flow(normalizePercentEncoding, normalizeCase, normalizePathSegments), done in one pass', () => {
      const steps = flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)
      let exercised = 0
      fc.assert(
        fc.property(uriLike, (s) => {
          const r = parse(s)
          if (E.isLeft(r)) return true
          exercised++
          return serialize(normalizeSyntax(r.right)) === serialize(steps(r.right))
        }),
        { numRuns: RUNS, seed: 621 },
      )
      expect(exercised).to.be.above(2_000)
      for (const s of ['HTTP://%41%62.Ex%2dample:80/%7e%2F/./a/../b?%3a%61#%7A%2f', 'x:/%2E%2E/a', '../%2E/%41']) {
        expect(serialize(normalizeSyntax(ref(s)))).to.equal(serialize(steps(ref(s))))
      }
    })
    it('law: every normalizer is idempotent', () => {
      const fs = [normalizeCase, normalizePercentEncoding, normalizePathSegments, normalizeSyntax, normalizeScheme, normalize]
      let exercised = 0
      fc.assert(
        fc.property(uriLike, (s) => {
          const r = parse(s)
          if (E.isLeft(r)) return true
          exercised++
          return fs.every((f) => serialize(f(f(r.right))) === serialize(f(r.right)))
        }),
        { numRuns: RUNS, seed: 622 },
      )
      expect(exercised).to.be.above(2_000)
    })
    it('law: the normal form parses back to itself', () => {
      let exercised = 0
      fc.assert(
        fc.property(uriLike, (s) => {
          const r = parse(s)
          if (E.isLeft(r)) return true
          exercised++
          const text = serialize(normalize(r.right))
          const again = parse(text)
          return E.isRight(again) && serialize(normalize(again.right)) === text
        }),
        { numRuns: RUNS, seed: 623 },
      )
      expect(exercised).to.be.above(2_000)
    })
    it('law: never decodes a reserved character nor drops a delimiter the scheme does not license', () => {
      let exercised = 0
      fc.assert(
        fc.property(uriLike, (s) => {
          const r = parse(s)
          if (E.isLeft(r)) return true
          exercised++
          const before = r.right
          const after = normalize(before)
          const reserved = (t: string) => (t.match(/%(2[1-9A-Fa-f]|3[ABDFabdf]|40|5[BDbd])/g) ?? []).length
          const keepsQuery = (before.query === null) === (after.query === null)
          const keepsFragment = (before.fragment === null) === (after.fragment === null)
          const keepsAuthority = (before.authority === null) === (after.authority === null)
          return keepsQuery && keepsFragment && keepsAuthority && reserved(serialize(after)) === reserved(serialize(before))
        }),
        { numRuns: RUNS, seed: 624 },
      )
      expect(exercised).to.be.above(2_000)
    })
  })
})

describe('RFC 6874 zone identifiers under RFC 3986 section 6.2.2', () => {
  const zoned = (s: string): UriReference => {
    const r = parseWith({ zoneIds: true })(s)
    if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
    return r.right
  }
  /** RFC 6874 section 2: ZoneID = 1*( unreserved / pct-encoded ), text of the URI, so 6.2.2.1-6.2.2.2 apply. */
  const ZONES: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
    '6.2.2.2 (unreserved triplets of a ZoneID decoded), 6.2.2.1 (other triplets in upper case; letters as written)': [
      ['normalizeSyntax', 'http://[fe80::1%25%65%6e%301-._~]:8080/', 'http://[fe80::1%25en01-._~]:8080/'],
      ['normalizeSyntax', 'http://[FE80::1%25Eth%2f0]/', 'http://[fe80::1%25Eth%2F0]/'],
      ['normalizeSyntax', 'http://[fe80::1%25%25%41]/', 'http://[fe80::1%25%25A]/'],
      ['normalizePercentEncoding', 'http://[FE80::1%25%65%2f]/', 'http://[FE80::1%25e%2f]/'],
      ['normalizeCase', 'http://[FE80::1%25%65%2fE]/', 'http://[fe80::1%25%65%2FE]/'],
    ],
  }
  const steps = { normalizeSyntax, normalizePercentEncoding, normalizeCase } as const
  for (const [section, rows] of Object.entries(ZONES)) {
    describe(section, () => {
      for (const [step, given, want] of rows) it(`${step}: ${given} → ${want}`, () => expect(serialize(steps[step as keyof typeof steps](zoned(given)))).to.equal(want))
    })
  }

  it('normalizeIRISyntax treats a zone alike', () => {
    const r = parseWith({ zoneIds: true, iri: true })('http://[fe80::1%25%65%6e%301]/é')
    expect(E.isRight(r) && serialize(normalizeIRI(r.right))).to.equal('http://[fe80::1%25en01]/é')
  })

  /** Zones of random triplets (any ASCII octet, hex digits in either case) and unreserved characters. */
  const zoneURI: fc.Arbitrary<string> = fc
    .tuple(
      fc.constantFrom('fe80::1', 'FE80::A', '::1'),
      fc.array(
        fc.oneof(
          fc.integer({ min: 0, max: 0x7f }).chain((b) => fc.constantFrom(`%${b.toString(16).padStart(2, '0')}`, `%${b.toString(16).padStart(2, '0').toUpperCase()}`)),
          fc.constantFrom('a', 'E', '0', '-', '.', '_', '~'),
        ),
        { minLength: 1, maxLength: 8 },
      ),
    )
    .map(([address, zone]) => `http://[${address}%25${zone.join('')}]/`)

  it('law: a zone normalizes to the same decoded value, no unreserved triplet and no lower-case hex left, idempotent, by one pass or by the three steps', () => {
    let decoded = 0
    fc.assert(
      fc.property(zoneURI, (s) => {
        const r = zoned(s)
        const n = normalizeSyntax(r)
        const h = n.authority?.host
        if (h?._tag !== 'IPv6' || h.zone === undefined || r.authority?.host._tag !== 'IPv6') return false
        if (/%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DdEe]|5[Ff]|7[Ee])/.test(s)) decoded++
        const back = zoned(serialize(n))
        return (
          h.zone.value === r.authority.host.zone?.value &&
          !/%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/.test(h.zone.raw) &&
          !/%[0-9A-F]?[a-f]/.test(h.zone.raw) &&
          serialize(normalizeSyntax(back)) === serialize(n) &&
          serialize(flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)(r)) === serialize(n) &&
          back.authority?.host._tag === 'IPv6' &&
          back.authority.host.zone?.raw === h.zone.raw
        )
      }),
      { numRuns: 3_000, seed: 68 },
    )
    expect(decoded).to.be.above(1_000)
  })
})
