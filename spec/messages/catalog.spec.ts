/**
 * What a catalog is (src/messages/catalog.ts), as the English catalogs `plain` and `technical`
 * (src/messages/en/index.ts) fill it: a sentence for every error code and every reason kind, and
 * one for each code of the other facts, in both registers alike. The reason sentences come from
 * one file per concern, whose kinds never overlap.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { UriErrorCode } from '../../src/index.ts'
import { type Catalog, plain, technical } from '../../src/messages/index.ts'

/** Every error code, as the type has them: a code added to `UriErrorCode` fails to compile here until listed. */
const CODES: { readonly [C in UriErrorCode]: true } = {
  'empty-input': true,
  'missing-scheme': true,
  'invalid-character': true,
  'non-ascii': true,
  'bad-percent-encoding': true,
  'unclosed-ip-literal': true,
  'invalid-ipv6': true,
  'invalid-port': true,
  'unexpected-end': true,
  'too-long': true,
  'invalid-options': true,
  'disallowed-code-point': true,
  'zone-id-not-enabled': true,
  'zone-id-needs-25': true,
  'invalid-idna-label': true,
  'idna-label-too-long': true,
  'unclosed-expression': true,
  'reserved-operator': true,
  'invalid-expansion': true,
  'scheme-violation': true,
  'component-conflict': true,
  'not-expressible': true,
}

const SECTIONS: readonly (keyof Catalog)[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

/**
 * Each concern's reason sentences, in both registers: a concern's reasons in src/error/reasons/NAME.ts,
 * its sentences in src/messages/en/NAME.ts, exported as technical… and plain….
 */
const concerns = async (): Promise<readonly (readonly [name: string, technical: object, plain: object])[]> => {
  const names = fs.readdirSync(path.resolve(__dirname, '../../src/error/reasons')).map((f) => f.replace(/\.ts$/, ''))
  const found: (readonly [string, object, object])[] = []
  for (const name of names) {
    const mod = (await import(`../../src/messages/en/${name}.ts`)) as Record<string, unknown>
    const sentences = (register: string): object => {
      const [only, ...more] = Object.entries(mod).filter(([k, v]) => k.startsWith(register) && typeof v === 'object' && v !== null)
      expect(
        more.map(([k]) => k),
        `${name}: one ${register} table`,
      ).to.deep.equal([])
      return only?.[1] as object
    }
    found.push([name, sentences('technical'), sentences('plain')])
  }
  return found
}

describe('the English catalogs', () => {
  it('have a sentence for every error code', () => {
    for (const catalog of [technical, plain]) expect(Object.keys(catalog.codes).sort()).to.deep.equal(Object.keys(CODES).sort())
  })
  it('have the same sentences in both registers, each a function, section by section', () => {
    expect(Object.keys(technical).sort()).to.deep.equal([...SECTIONS].sort())
    expect(Object.keys(plain).sort()).to.deep.equal([...SECTIONS].sort())
    for (const s of SECTIONS) {
      expect(Object.keys(plain[s]).sort(), s).to.deep.equal(Object.keys(technical[s]).sort())
      for (const catalog of [technical, plain]) for (const [key, f] of Object.entries(catalog[s])) expect(typeof f, `${s}.${key}`).to.equal('function')
    }
  })
  it("take the reasons' sentences from one file per concern: each concern's kinds in both registers, no kind in two concerns", async () => {
    const kinds: string[] = []
    const all = await concerns()
    expect(all.map(([name]) => name)).to.include.members(['options', 'schemes', 'template', 'conversion'])
    for (const [name, t, p] of all) {
      expect([typeof t, typeof p], name).to.deep.equal(['object', 'object'])
      expect(Object.keys(p).sort(), name).to.deep.equal(Object.keys(t).sort())
      kinds.push(...Object.keys(t))
      // The catalog holds the concern's own sentence, not another's of the same name.
      for (const [kind, f] of Object.entries(t)) expect(technical.reasons[kind as keyof Catalog['reasons']], kind).to.equal(f)
      for (const [kind, f] of Object.entries(p)) expect(plain.reasons[kind as keyof Catalog['reasons']], kind).to.equal(f)
    }
    expect(new Set(kinds).size, 'a kind named by two concerns').to.equal(kinds.length)
    expect(kinds.sort()).to.deep.equal(Object.keys(technical.reasons).sort())
  })
})
