/**
 * Pure functions: no exported function changes what it is given. Every
 * exported function of every entry point (typedoc.json's), and each function it
 * returns, is called with deep-frozen values of each kind the library passes
 * around: parsed trees (a URI with every component, an IPv6 host, mailto, urn,
 * file, relative references, an IRI), a base URI, a template, an error (one
 * with a reason too), a catalog of words, options, template variables, a list. A function that assigned to, added to
 * or deleted from one of them would throw in strict mode; none does.
 */
import { expect } from 'chai'
import { parse, parseURI, parseWith } from '../src/index.ts'
import { completeCatalog, technical } from '../src/messages/index.ts'
import { parseTemplate } from '../src/template/index.ts'
import { sweepExports } from './support/export-sweep.ts'

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

const right = <T>(r: { readonly _tag: string; readonly right?: T }): T => {
  if (r._tag !== 'Right') throw new Error('the fixture does not parse')
  return r.right as T
}

describe('purity: no exported function changes what it is given', function () {
  this.timeout(60_000)
  it('every exported function, and each function it returns, leaves deep-frozen trees, options, templates and errors as they were', async () => {
    const trees = ['http://u:p@Example.COM:80/a/./b/../c%7e?q=1&b=2#F', 'HTTP://[FE80::1]:8080/', 'mailto:A@B.COM', 'urn:ISBN:123', 'file://localhost/x', 'g;x?y#s', '//a/b', '?q', ''].map(
      (s) => deepFreeze(right(parseURI(s)._tag === 'Right' ? parseURI(s) : parse(s))),
    )
    const error = parse('http://a b')
    const reasoned = parseWith({ maxLength: -1 })('x')
    const values: readonly unknown[] = [
      ...trees,
      deepFreeze(right(parseURI('http://a/b/c/d;p?q'))),
      deepFreeze(right(parseTemplate('/x/{a}{?b*}'))),
      deepFreeze(error._tag === 'Left' ? error.left : null),
      deepFreeze(reasoned._tag === 'Left' ? reasoned.left : null),
      // A catalog of its own sections (the shared catalogs stay as they are): describeError, formatError and completeCatalog read it only.
      deepFreeze(completeCatalog(technical)({})),
      deepFreeze({}),
      deepFreeze({ strict: false, schemes: ['http'], iri: true, web: true }),
      deepFreeze({ a: 'x', b: ['1', '2'] }),
      deepFreeze(['a', 'b']),
      'http://a/b',
    ]
    const changed: string[] = []
    const { calls } = await sweepExports({
      values,
      inner: values,
      // Any other throw is the totality spec's business; a write to a frozen value is this one's.
      threw: (where, e) => {
        if (e instanceof TypeError && /read only|read-only|not extensible|Cannot add property|Cannot assign|Cannot delete|Cannot define property/.test(e.message))
          changed.push(`${where}: ${e.message}`)
      },
    })
    expect(calls, 'calls made').to.be.greaterThan(15_000)
    expect(changed).to.deep.equal([])
  })
})
