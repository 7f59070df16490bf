import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { generatedSources } from '../../tools/grammar/generate.ts'

const root = path.resolve(__dirname, '../..')
const run = (flags: readonly string[]) => {
  const r = spawnSync(process.execPath, [...flags, '-r', 'ts-node/register', path.join(__dirname, 'no-codegen.run.ts')], { cwd: root, encoding: 'utf8' })
  return { status: r.status, stderr: r.stderr, out: r.status === 0 ? (JSON.parse(r.stdout) as { evalWorks: boolean; rules: number; answers: string[]; generated: string }) : null }
}

/** Every `.js` file below a folder. */
const scripts = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? scripts(path.join(dir, d.name)) : d.name.endsWith('.js') ? [path.join(dir, d.name)] : []))

describe('grammar without code generation at run time (a Content-Security-Policy without unsafe-eval)', function () {
  this.timeout(180_000)
  it('under --disallow-code-generation-from-strings: the same answers, on the generated functions', () => {
    const forbidden = run(['--disallow-code-generation-from-strings'])
    expect(forbidden.stderr).to.equal('')
    expect(forbidden.status).to.equal(0)
    const allowed = run([])
    expect(forbidden.out?.evalWorks).to.equal(false)
    expect(allowed.out?.evalWorks).to.equal(true)
    expect(forbidden.out?.answers).to.deep.equal(allowed.out?.answers)
    expect(forbidden.out?.generated).to.equal(allowed.out?.generated)
    expect(forbidden.out?.answers.length).to.be.above(50)
    expect(forbidden.out?.generated).to.match(/^[01]{2000}$/)
  })
  it('src/grammar/read/generated.ts is what the grammars generate now (npm run generate)', () => {
    const sources = generatedSources()
    expect(Object.keys(sources)).to.deep.equal(['src/grammar/read/generated.ts'])
    for (const [file, text] of Object.entries(sources)) expect(fs.readFileSync(path.join(root, file), 'utf8'), file).to.equal(text)
  })
  it('no source file and no built file generates code from strings', () => {
    const files = [
      ...scripts(path.join(root, 'src')),
      ...fs
        .readdirSync(path.join(root, 'src'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(root, 'src', f)),
    ]
    const dist = path.join(root, 'dist')
    if (fs.existsSync(dist)) files.push(...scripts(dist))
    for (const file of files) expect(fs.readFileSync(file, 'utf8'), file).to.not.match(/new Function\(|(?<![.\w])eval\(/)
  })
})
