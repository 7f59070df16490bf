/*
 * Loaded by spec/setters.spec.ts once it has set V8's --allow-natives-syntax
 * (in the suite's own process: a child process spent 4 s of CPU loading the
 * sources again): whether each
 * node of a setter's result has the very hidden class (V8's map) of the node
 * parse makes for the same text. Same keys in the same order are not enough: a
 * copy by spread has another map, and code that has seen both maps is slower.
 * Plain JavaScript, because %HaveSameMap is V8 syntax no TypeScript parser reads.
 * Exports a function that returns the nodes compared and the paths of those whose maps differ.
 */
'use strict'
const { parse, serialize, withFragment, withHost, withPath, withPort, withQuery, withScheme, withUserinfo } = require('../../src/index.ts')
const { parserFor } = require('../../src/reading/parsers.ts')

module.exports = () => {
const zoned = parserFor('URI-reference', true)
const refs = ['http://u@a.example:80/b/c?q#f', 'mailto:a@b', '//a/b?c#d', 'b/c?d', 'http://192.0.2.1/', 'http://[::1]:8/x', 'http://[v1.x]/', 'file:///etc'].map((s) => parse(s).right)
refs.push(zoned('http://[fe80::1%25eth0]:8/a').right)
const setters = [
  withScheme('https'), withScheme(null), withUserinfo('me'), withUserinfo(null), withHost('h.example'), withHost('192.0.2.7'), withHost('[2001:db8::1]'),
  withHost('[v7.a]'), withHost(''), withPort('8080'), withPort(''), withPort(null), withPath('/p/q'), withPath(null), withQuery('x=1'), withQuery(null),
  withFragment('top'), withFragment(null),
]
let compared = 0
const differing = []
const walk = (a, b, where) => {
  if (a === null || typeof a !== 'object') return
  compared++
  if (!%HaveSameMap(a, b)) differing.push(where)
  for (const k of Object.keys(a)) walk(a[k], b[k], `${where}.${k}`)
}
// One setter, then two and three chained: the result of a setter is what the next one reads.
for (const r of refs)
  for (const f of setters) {
    const one = f(r)
    if (one._tag === 'Left') continue
    for (const g of [null, ...setters]) {
      const two = g === null ? one : g(one.right)
      if (two._tag === 'Left') continue
      for (const h of g === null ? [null] : [null, withQuery('z'), withHost('c.example')]) {
        const three = h === null ? two : h(two.right)
        if (three._tag === 'Left') continue
        const text = serialize(three.right)
        const back = text.includes('%25') ? zoned(text) : parse(text)
        walk(three.right, back.right, text)
      }
    }
  }
return { compared, differing: [...new Set(differing)].slice(0, 20) }
}
