/**
 * uritemplate-test (github.com/uri-templates/uritemplate-test, commit
 * 4171dac22aa67fc710b3f6df308a50bd08552986, Apache License 2.0: data/README.md
 * and data/LICENSE), every case: a template expands to its result or to one
 * of the results it lists; a case whose result is `false` is refused (the
 * template by parseTemplate, or its expansion by expand); and each
 * acceptable result matches back, with every matcher, to variables that
 * expand to it (round-trip.ts: in any order, up to the query's order and
 * the extra parameters).
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { describeError, technical } from '../../src/messages/index.ts'
import { type CompiledTemplate, compileTemplate, expand, match, matchWith, parseTemplate, routeTemplates, type Template, type Variables } from '../../src/template/index.ts'
import { anyOrderFault } from './round-trip.ts'

interface Group {
  readonly level?: number
  readonly variables: Variables
  readonly testcases: readonly (readonly [string, string | readonly string[] | false])[]
}

const FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json', 'negative-tests.json'] as const
const read = (file: string): Readonly<Record<string, Group>> => JSON.parse(fs.readFileSync(path.join(__dirname, 'data', file), 'utf8')) as Readonly<Record<string, Group>>

/**
 * The acceptable results no variables of ours expand to, so none matches them: a JavaScript object lists its
 * integer keys first, in ascending order (ECMA-262 OrdinaryOwnPropertyKeys), and section 2.3's associative
 * array is one, so "12" cannot come before "11".
 */
const UNREACHABLE: ReadonlySet<string> = new Set(['{?german*} ?12=zw%C3%B6lf&11=elf'])

/** Every case of the suite, read once. */
const CASES = FILES.flatMap((file) => Object.entries(read(file)).flatMap(([group, g]) => g.testcases.map(([t, result]) => ({ file, group, t, result, variables: g.variables }))))

describe('uritemplate-test: every case of the suite', () => {
  it('holds the cases of the commit copied (4 files, 270 cases)', () => {
    expect(FILES.map((f) => Object.values(read(f)).reduce((n, g) => n + g.testcases.length, 0))).to.deep.equal([64, 117, 53, 36])
  })

  for (const file of FILES) {
    describe(file, () => {
      for (const { group, t, result, variables } of CASES.filter((c) => c.file === file)) {
        if (result === false) {
          it(`${group}: ${t} is refused`, () => {
            const p = parseTemplate(t)
            // A template the grammar reads may still be refused at expansion: {keys:1} asks a prefix of an associative array.
            const code = E.isLeft(p) ? p.left.code : E.isLeft(expand(p.right)(variables)) ? 'invalid-expansion' : null
            expect(['invalid-character', 'unclosed-expression', 'reserved-operator', 'bad-percent-encoding', 'non-ascii', 'invalid-expansion']).to.include(code)
          })
          continue
        }
        const acceptable = typeof result === 'string' ? [result] : result
        it(`${group}: ${t} expands to ${acceptable.join(' or ')}, and each matches back`, () => {
          const p = parseTemplate(t)
          if (E.isLeft(p)) throw new Error(describeError(technical)(p.left))
          const tpl: Template = p.right
          const out = expand(tpl)(variables)
          expect(E.isRight(out) && acceptable.includes(out.right), JSON.stringify(out)).to.equal(true)
          const c = compileTemplate(t)
          if (E.isLeft(c)) throw new Error(describeError(technical)(c.left))
          for (const uri of acceptable) {
            const found = match(tpl)(uri)
            if (UNREACHABLE.has(`${t} ${uri}`)) {
              expect(found, uri).to.deep.equal(O.none)
              continue
            }
            expect(O.isSome(found), `match ${uri}`).to.equal(true)
            if (O.isNone(found)) continue
            expect(expand(tpl)(found.value), uri).to.deep.equal(E.right(uri))
            // In order, every matcher gives match's variables; a router over the template, the same.
            expect(matchWith({})(tpl)(uri)).to.deep.equal(E.right(O.some({ variables: found.value, extra: [] })))
            expect(c.right.match(uri)).to.deep.equal(found)
            const routed = routeTemplates([c.right])(uri)
            expect(E.isRight(routed) && O.isSome(routed.right) ? routed.right.value.variables : null).to.deep.equal(found.value)
            // In any order, the variables and extra parameters give the URI back up to the query's order.
            const any = matchWith({ query: 'any-order', extra: 'report' })(tpl)(uri)
            expect(E.isRight(any) && O.isSome(any.right), `any order ${uri}`).to.equal(true)
            if (E.isRight(any) && O.isSome(any.right)) expect(anyOrderFault(tpl, uri, any.right.value.variables as Variables, any.right.value.extra)).to.equal(null)
          }
        })
      }
    })
  }
})

describe('the wrong answers other suites and an attack found, each right now', () => {
  const t = (s: string): Template => (parseTemplate(s) as E.Right<Template>).right
  const keys = { key1: 'val1', key2: 'val2' }
  const rows: readonly (readonly [string, string, Variables])[] = [
    // Explode combinations: an exploded associative array after the query's parameters.
    ['{?id,token}{&keys*}', '?id=admin&token=12345&key1=val1&key2=val2', { id: 'admin', token: '12345', keys }],
    ['/user{/id}{?token,tab}{&keys*}', '/user/admin?token=12345&tab=overview&key1=val1&key2=val2', { id: 'admin', token: '12345', tab: 'overview', keys }],
    // A prefix of multibyte characters in reserved expansion: the characters, which expand back.
    ['{+greek:2}', '%CE%B1%CE%B2', { greek: 'αβ' }],
    // ";x=" is x = [""]: a list of one empty member (an empty string is ";x").
    ['{;x}', ';x=', { x: [''] }],
    ['{?x}', '?x=', { x: '' }],
  ]
  for (const [text, uri, vars] of rows) {
    it(`${text} against ${uri}: ${JSON.stringify(vars)}, with every matcher`, () => {
      expect(expand(t(text))(vars)).to.deep.equal(E.right(uri))
      expect(match(t(text))(uri)).to.deep.equal(O.some(vars))
      expect(matchWith({})(t(text))(uri)).to.deep.equal(E.right(O.some({ variables: vars, extra: [] })))
      // In any order an exploded associative array is not read back (its keys are parameters the template does not name): extra.
      const any = matchWith({ query: 'any-order', extra: 'report' })(t(text))(uri)
      expect(E.isRight(any) && O.isSome(any.right) ? anyOrderFault(t(text), uri, any.right.value.variables as Variables, any.right.value.extra) : 'none').to.equal(null)
      const c = (compileTemplate(text) as E.Right<CompiledTemplate>).right
      expect(c.match(uri)).to.deep.equal(O.some(vars))
      expect(routeTemplates([c])(uri)).to.deep.equal(E.right(O.some({ index: 0, template: c, variables: vars, extra: [] })))
    })
  }

  it('{&x} alone against &x=a, in any order as in order (a run that begins with "&" writes no "?": it is read in order)', () => {
    for (const query of ['in-order', 'any-order'] as const) expect(matchWith({ query })(t('{&x}'))('&x=a'), query).to.deep.equal(E.right(O.some({ variables: { x: 'a' }, extra: [] })))
  })
})
