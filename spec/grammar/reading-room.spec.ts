/**
 * One reading room: src/grammar/read/ is the only importer of the generated
 * module (src/grammar/read/generated.ts); every other module of src/ reads
 * through src/grammar/read/index.ts. The check reads every import and export
 * specifier of every source file and resolves it against the file's folder.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'

const src = path.resolve(__dirname, '../../src')
const room = path.join(src, 'grammar', 'read')
const generated = path.join(room, 'generated.ts')

/** Every module specifier a TypeScript file names (import, export … from, dynamic import, require). */
const specifiers = (text: string): string[] => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1])

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []))

/** The files of src/ outside the reading room that import the generated module. */
const outsideImporters = (): string[] =>
  sources(src)
    .filter((file) => !file.startsWith(room + path.sep))
    .filter((file) => specifiers(fs.readFileSync(file, 'utf8')).some((s) => s.startsWith('.') && path.resolve(path.dirname(file), s).replace(/\.js$/, '.ts') === generated))

describe('the reading room (src/grammar/read/)', () => {
  it('finds the imports it looks for (the room itself imports the generated module)', () => {
    const index = fs.readFileSync(path.join(room, 'index.ts'), 'utf8')
    expect(specifiers(index)).to.include('./generated.ts')
    expect(specifiers("import { a } from '../x.ts'\nexport * from \"./y.ts\"\nconst m = require('./z.js')")).to.deep.equal(['../x.ts', './y.ts', './z.js'])
  })
  it('no module outside it imports the generated code', () => {
    expect(outsideImporters()).to.deep.equal([])
  })
  it('the modules that read input go through it', () => {
    const through = sources(src).filter((file) =>
      specifiers(fs.readFileSync(file, 'utf8')).some((s) => s.startsWith('.') && path.resolve(path.dirname(file), s) === path.join(room, 'index.ts')),
    )
    const names = through.map((file) => path.relative(src, file)).sort()
    for (const file of [
      'reading/parse.ts',
      'reading/validate.ts',
      'reading/parsers.ts',
      'edit/setters.ts',
      'encoding/percent-encoding.ts',
      'resolve/text.ts',
      'normalize/text.ts',
      'normalize/triplets.ts',
    ])
      expect(names).to.include(file)
  })
})
