// `npm run build` (and `prepare`, so a git install and `npm pack` build too):
// the CommonJS and ES module builds, each with its own declarations, so that
// a `require` reads CommonJS types and an `import` ES module types.
const { execFileSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const dist = path.join(root, 'dist')
const tsc = require.resolve('typescript/bin/tsc', { paths: [root] })

fs.rmSync(dist, { recursive: true, force: true })
for (const [module, dir] of [
  ['commonjs', 'cjs'],
  ['es2020', 'esm'],
])
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--module', module, '--outDir', `dist/${dir}`, '--declaration'], { cwd: root, stdio: 'inherit' })

fs.writeFileSync(path.join(dist, 'cjs', 'package.json'), '{"type":"commonjs"}\n')
// grammar/entry.js links the generated functions to the grammar's rules when loaded (typed-uri/grammar
// imports it for that alone): the one module with a side effect, which a bundler must keep.
fs.writeFileSync(path.join(dist, 'esm', 'package.json'), '{"type":"module","sideEffects":["./grammar/entry.js"]}\n')
// The command line is the CommonJS build's (bin); an ES module copy would be dead weight.
fs.rmSync(path.join(dist, 'esm', 'cli'), { recursive: true, force: true })

// Declarations name their neighbours as the sources do ("./ast.ts"); a consumer
// resolves "./ast.js" (the file beside the .d.ts) under every TypeScript setting.
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
for (const file of walk(dist).filter((f) => f.endsWith('.d.ts'))) {
  const text = fs.readFileSync(file, 'utf8')
  const fixed = text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*?)\.ts(['"])/g, '$1$2.js$3')
  if (fixed !== text) fs.writeFileSync(file, fixed)
}

// CommonJS entry points load each module they re-export when one of its exports is first
// read, so `require('typed-uri')` costs what is used, not the whole package (bench/run.ts
// times the import, and the import with a first parse). TypeScript writes a re-export as
// `var m_1 = require("./m.js")` and getters `return m_1.name;`; a module variable that is
// used by getters alone becomes a loader, anything else stays as it was.
const lazyReexports = (text) => {
  const lazy = new Set()
  const out = text.replace(/^var (\w+) = require\("(\.{1,2}\/[^"]+)"\);$/gm, (line, name, spec) => {
    const uses = text.split(new RegExp(`\\b${name}\\b`)).length - 1
    const getters = (text.match(new RegExp(`return ${name}\\.\\w+; \\}`, 'g')) ?? []).length
    if (getters === 0 || uses !== getters + 1) return line
    lazy.add(name)
    return `var ${name}; const ${name}$ = () => (${name} ??= require("${spec}"));`
  })
  return out.replace(/return (\w+)\.(\w+); \}/g, (getter, name, key) => (lazy.has(name) ? `return ${name}$().${key}; }` : getter))
}
const entries = Object.values(require(path.join(root, 'package.json')).exports)
  .map((e) => (typeof e === 'object' ? e.require.default : null))
  .filter((f) => f !== null)
for (const entry of entries) {
  const file = path.join(root, entry)
  fs.writeFileSync(file, lazyReexports(fs.readFileSync(file, 'utf8')))
}
