// The peer of `uri validate --format tsv`: readline and URL.canParse, printing a row for every line (the line and the verdict).
const rl = require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity })
rl.on('line', (line) => process.stdout.write(line + '\t' + URL.canParse(line) + '\n'))
