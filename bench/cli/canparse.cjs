// The peer of `uri validate`: readline and URL.canParse, printing the lines that do not parse.
const rl = require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity })
rl.on('line', (line) => {
  if (!URL.canParse(line)) process.stdout.write(line + '\n')
})
