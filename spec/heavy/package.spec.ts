/**
 * The package as a bundler and a TypeScript consumer see it (run after `npm run
 * build`; skipped without dist/): `typed-uri/grammar` bundled by esbuild keeps
 * grammar/entry.js, whose loading links the generated functions to the rules
 * (package.json declares it as the one module with a side effect), and a rule
 * of the bundle parses; a template's uses bundle template/error.ts, never the
 * URI readings' error.ts; no declaration file default-imports parsimmon, which a
 * consumer without esModuleInterop could not compile (TS1259). In the heavy
 * step (`npm run test:heavy`): it needs dist/, and its compile of a consumer by
 * tsc took 11 s of `npm test`.
 */
import { expect } from 'chai'
import { execFileSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as esbuild from 'esbuild'

const root = path.resolve(__dirname, '../..')
const dist = path.join(root, 'dist')

const declarations = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? declarations(path.join(dir, d.name)) : d.name.endsWith('.d.ts') ? [path.join(dir, d.name)] : []))

describe('the built package (dist/)', function () {
  this.timeout(120_000)
  let consumer = ''
  before(function () {
    if (!fs.existsSync(path.join(dist, 'esm', 'grammar', 'entry.js'))) this.skip()
    consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-consumer-'))
    fs.mkdirSync(path.join(consumer, 'node_modules'))
    fs.symlinkSync(root, path.join(consumer, 'node_modules', 'typed-uri'), 'dir')
  })
  after(() => {
    if (consumer !== '') fs.rmSync(consumer, { recursive: true, force: true })
  })
  for (const format of ['esm', 'cjs'] as const) {
    it(`esbuild (${format}) keeps the link of typed-uri/grammar, and a rule of the bundle parses`, () => {
      const entry = path.join(consumer, 'entry.mjs')
      fs.writeFileSync(
        entry,
        "import { pchar, URIReference } from 'typed-uri/grammar'\nexport const answers = [pchar.parse('a').status, URIReference.parse('http://a/b?c').status, URIReference.parse('a b').status]\n",
      )
      const out = esbuild.buildSync({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format,
        platform: 'node',
        mainFields: format === 'esm' ? ['module', 'main'] : ['main'],
        conditions: format === 'esm' ? ['import'] : ['require'],
        logLevel: 'silent',
        treeShaking: true,
      })
      const text = out.outputFiles[0].text
      // The linking module and the generated code it links are in the bundle.
      expect(text).to.match(/useGenerated/)
      expect(text).to.match(/function match_URI_reference\(/)
      const file = path.join(consumer, `bundle.${format === 'esm' ? 'mjs' : 'cjs'}`)
      fs.writeFileSync(file, text)
      const run =
        format === 'esm' ? `import(${JSON.stringify(file)}).then((m) => console.log(JSON.stringify(m.answers)))` : `console.log(JSON.stringify(require(${JSON.stringify(file)}).answers))`
      expect(JSON.parse(execFileSync(process.execPath, ['-e', run], { encoding: 'utf8' }))).to.deep.equal([true, true, false])
    })
  }
  it("a template's uses bundle its own errors, not the URI readings' (error.ts, Appendix B)", () => {
    // template/error.ts makes every error of typed-uri/template, so that its bundles carry no URI catalog.
    const uses = [
      "import { parseTemplate, expand } from 'typed-uri/template'; console.log(expand(parseTemplate(location.hash).right)({}))",
      "import { parseTemplate, match } from 'typed-uri/template'; console.log(match(parseTemplate(location.hash).right)(location.href))",
      "import { compileTemplate, routeTemplates } from 'typed-uri/template'; console.log(routeTemplates([compileTemplate(location.hash)])(location.href))",
      "import { parseTemplate, toURLPattern, fromURLPattern } from 'typed-uri/template'; console.log(toURLPattern(parseTemplate(location.hash).right), fromURLPattern(location.href))",
      "import { UriTemplate } from 'typed-uri/mcp'; console.log(new UriTemplate(location.hash).match(location.href))",
    ]
    for (const code of uses) {
      const out = esbuild.buildSync({
        stdin: { contents: code, resolveDir: consumer, loader: 'js' },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        metafile: true,
        logLevel: 'silent',
      })
      const inputs = Object.keys(out.metafile.inputs).map((f) => f.replace(/^.*typed-uri\//, ''))
      expect(inputs, code).to.include('dist/esm/template/error.js')
      expect(
        inputs.filter((f) => f === 'dist/esm/error/make.js' || f === 'dist/esm/grammar/appendix-b.js'),
        code,
      ).to.deep.equal([])
    }
  })
  it('no declaration file default-imports parsimmon (TS1259 without esModuleInterop)', () => {
    const offending = declarations(dist).filter((file) => /^\s*import\s+(?:type\s+)?\w+\s*(?:,\s*\{[^}]*\}\s*)?from\s+['"]parsimmon['"]/m.test(fs.readFileSync(file, 'utf8')))
    expect(offending.map((f) => path.relative(root, f))).to.deep.equal([])
  })
  it('a CommonJS consumer without esModuleInterop compiles against the declarations', () => {
    fs.writeFileSync(path.join(consumer, 'use.ts'), "import { pchar, type Rule } from 'typed-uri/grammar'\nconst r: Rule<string> = pchar\nexport const ok: boolean = r.parse('a').status\n")
    const tsc = require.resolve('typescript/bin/tsc', { paths: [root] })
    const args = [
      '--noEmit',
      '--strict',
      '--esModuleInterop',
      'false',
      '--allowSyntheticDefaultImports',
      'false',
      '--module',
      'commonjs',
      '--moduleResolution',
      'node10',
      '--target',
      'es2020',
      '--ignoreDeprecations',
      '6.0',
      '--types',
      'node',
      '--typeRoots',
      path.join(root, 'node_modules/@types'),
      path.join(consumer, 'use.ts'),
    ]
    const r = (() => {
      try {
        return execFileSync(process.execPath, [tsc, ...args], { cwd: consumer, encoding: 'utf8' })
      } catch (e) {
        return String((e as { stdout?: string }).stdout ?? e)
      }
    })()
    expect(r).to.equal('')
  })
})
