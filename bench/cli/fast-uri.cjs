// The peer of `uri parse`: readline, fast-uri and JSON.stringify, one JSON line per input line.
const fastUri = require('fast-uri')
const rl = require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity })
rl.on('line', (line) => {
  process.stdout.write(JSON.stringify(fastUri.parse(line)) + '\n')
})
