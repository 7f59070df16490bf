// The API reference opened from disk (file://, no server): after `npm run docs`, every page's
// local href and src is a relative path to a file typedoc wrote, none is absolute to a
// server's root ("/…"), and the data the pages load (navigation, search) is in a script,
// not fetched (a fetch of a file:// URL fails in a browser).
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')

const out = path.resolve(__dirname, '..', 'docs', 'api')
const pages = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? pages(path.join(dir, d.name)) : d.name.endsWith('.html') ? [path.join(dir, d.name)] : []))
const all = pages(out)
assert.ok(all.length > 100, `only ${all.length} pages in docs/api`)
const broken = []
for (const page of all) {
  const html = fs.readFileSync(page, 'utf8')
  for (const [, link] of html.matchAll(/(?:href|src)="([^"]*)"/g)) {
    if (/^(https?:|mailto:|#|data:)/.test(link)) continue
    if (link.startsWith('/')) broken.push(`${path.relative(out, page)}: ${link} (absolute)`)
    else if (!fs.existsSync(path.join(path.dirname(page), decodeURIComponent(link.replace(/[#?].*$/, ''))))) broken.push(`${path.relative(out, page)}: ${link}`)
  }
}
assert.deepStrictEqual(broken.slice(0, 20), [], `links that do not resolve on disk (${broken.length})`)
for (const [file, name] of [
  ['navigation.js', 'navigationData'],
  ['search.js', 'searchData'],
]) {
  assert.ok(fs.readFileSync(path.join(out, 'assets', file), 'utf8').startsWith(`window.${name} = `), `docs/api/assets/${file} sets window.${name} (a script, not a fetch)`)
}
const landing = fs.readFileSync(path.join(out, 'index.html'), 'utf8')
assert.match(landing, /Which function answers your question/, "the landing page is docs/api-landing.md, with the README's question table")
console.log(`API reference from disk: ${all.length} pages, every local link resolves, the landing page is the quick start: ok`)
