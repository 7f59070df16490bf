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
for (const [module, dir] of [['commonjs', 'cjs'], ['es2020', 'esm']])
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--module', module, '--outDir', `dist/${dir}`, '--declaration'], { cwd: root, stdio: 'inherit' })

fs.writeFileSync(path.join(dist, 'cjs', 'package.json'), '{"type":"commonjs"}\n')
fs.writeFileSync(path.join(dist, 'esm', 'package.json'), '{"type":"module","sideEffects":false}\n')
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
