// The peer of `uri parse --format tsv --fields host,path`: readline and new URL, printing the host and path of every line (empty for one that does not parse).
const rl = require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity })
rl.on('line', (line) => {
  let u = null
  try {
    u = new URL(line)
  } catch {}
  process.stdout.write(u === null ? '\t\n' : u.host + '\t' + u.pathname + '\n')
})
