// canparse-rows.cjs with its output gathered into 64 KiB writes: the fastest such script, for comparison.
const rl = require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity })
let out = ''
rl.on('line', (line) => {
  out += line + '\t' + URL.canParse(line) + '\n'
  if (out.length >= 1 << 16) {
    process.stdout.write(out)
    out = ''
  }
})
rl.on('close', () => process.stdout.write(out))
