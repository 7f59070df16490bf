// mocha's spec reporter, closed by the plain line CI reads: "tests: N passed, N failed, N skipped".
const Mocha = require('mocha')

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options)
    runner.once('end', () => {
      const s = this.stats
      process.stdout.write(`tests: ${s.passes} passed, ${s.failures} failed, ${s.pending} skipped\n`)
    })
  }
}

module.exports = SpecWithSummary
