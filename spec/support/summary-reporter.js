// mocha's spec reporter, closed by the plain line CI reads: "tests: N passed, N failed, N skipped".
// Before it, the five spec files that took longest (their tests and hooks), so the log shows
// where the time budget of `npm test` goes; after them, each failure on a line of its own. With the reporter option timings=FILE (or
// TEST_TIMINGS=FILE), every file and test with its time is written to FILE, slowest first
// (`npm run test:timings` writes test-timings.txt).
const fs = require('node:fs')
const path = require('node:path')
const Mocha = require('mocha')

const fileOf = (runnable) => path.relative(process.cwd(), runnable.file ?? runnable.parent?.file ?? '(no file)')

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options)
    const timings = options?.reporterOption?.timings ?? options?.reporterOptions?.timings ?? process.env.TEST_TIMINGS
    const files = new Map()
    const tests = []
    const add = (file, ms) => files.set(file, (files.get(file) ?? 0) + ms)
    runner.on('test end', (test) => {
      add(fileOf(test), test.duration ?? 0)
      tests.push([test.duration ?? 0, `${fileOf(test)} :: ${test.fullTitle()}`])
    })
    // The failures again, a line each, beside the closing line: a log cut to its tail (the
    // coverage table is long) still names what failed and why.
    const failed = []
    runner.on('fail', (test, err) => {
      const why = String(err?.message ?? err).split('\n')[0].slice(0, 300)
      failed.push(`failed: ${fileOf(test)} :: ${test.fullTitle()}: ${why}\n`)
    })
    const started = new WeakMap()
    runner.on('hook', (hook) => started.set(hook, Date.now()))
    runner.on('hook end', (hook) => add(fileOf(hook), Date.now() - (started.get(hook) ?? Date.now())))
    runner.once('end', () => {
      const s = this.stats
      const slowest = [...files].sort((a, b) => b[1] - a[1])
      const line = ([name, ms]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`
      process.stdout.write(`slowest spec files:\n${slowest.slice(0, 5).map(line).join('\n')}\n`)
      if (timings) {
        tests.sort((a, b) => b[0] - a[0])
        fs.writeFileSync(timings, ['files:', ...slowest.map(line), '', 'tests:', ...tests.map(([ms, name]) => line([name, ms]))].join('\n') + '\n')
      }
      const closing = `${failed.join('')}tests: ${s.passes} passed, ${s.failures} failed, ${s.pending} skipped\n`
      // spec/support/test.js prints it again after the coverage table.
      if (process.env.TEST_SUMMARY) fs.writeFileSync(process.env.TEST_SUMMARY, closing)
      process.stdout.write(closing)
    })
  }
}

module.exports = SpecWithSummary
