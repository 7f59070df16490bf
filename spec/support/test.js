// `npm run coverage`: the suite (.mocharc.json) under c8, which prints the coverage of src/
// (.c8rc.json) when it ends; then the summary line CI reads ("tests: N passed, N failed,
// N skipped"), again, so that it stays the last line. Arguments go to mocha; the status is
// mocha's. Not `npm test` itself: V8's precise coverage doubles the time of the oracle-heavy
// grammar specs (grammar/iri.spec.ts 9 s to 22 s), which `npm test`'s 90 s cannot hold.
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-test-'))
const summary = path.join(dir, 'summary')
try {
  const c8 = require.resolve('c8/bin/c8.js')
  const mocha = require.resolve('mocha/bin/mocha.js')
  const r = spawnSync(process.execPath, [c8, process.execPath, mocha, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_SUMMARY: summary } })
  if (fs.existsSync(summary)) process.stdout.write(fs.readFileSync(summary, 'utf8'))
  process.exitCode = r.status ?? 1
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
