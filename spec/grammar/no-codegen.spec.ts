import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import * as path from 'node:path'

describe('grammar without generated code (a Content-Security-Policy without unsafe-eval)', function () {
  this.timeout(120_000)
  it('every rule falls back to its closures and still agrees with the parsimmon grammar', () => {
    const r = spawnSync(process.execPath, ['-r', 'ts-node/register', path.join(__dirname, 'no-codegen.run.ts')], { encoding: 'utf8' })
    expect(r.stderr).to.equal('')
    expect(r.status).to.equal(0)
    expect(r.stdout).to.match(/^no-codegen: \d+ passed, 0 failed\n$/)
  })
})
