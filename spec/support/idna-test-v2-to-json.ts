/**
 * Builds spec/iri/data/IdnaTestV2.json from Unicode's IdnaTestV2.txt, in the
 * shape of web-platform-tests' url/resources/IdnaTestV2.json: a list of
 * strings (notes) and `{ input, output, comment? }`, where `output` is the
 * host the URL Standard gives for `input` (UTS #46 ToASCII, nontransitional,
 * with its flags) or null where it fails.
 *
 *     npx ts-node spec/support/idna-test-v2-to-json.ts path/to/IdnaTestV2.txt
 *
 * Read from the file (its header says how): column 1 the source, column 2
 * toUnicode (blank: the source), 3 its status, 4 toAsciiN (blank: toUnicode),
 * 5 its status (blank: toUnicode's; "[]": none). `\uXXXX` and `\x{XXXX}` are
 * escapes, `""` the empty string. The URL Standard's flags make some status
 * codes no error: V2 and V3 (CheckHyphens=false), A4_1 and A4_2
 * (VerifyDnsLength=false), U1 (UseSTD3ASCIIRules=false); any other code
 * makes the output null. Then the URL Standard's host steps: an empty result,
 * or one with a forbidden domain code point, is a failure too.
 *
 * Left out, as web-platform-tests leaves them out: sources whose last label
 * (split at the four full stops UTS #46 maps to ".") is ASCII digits, which a
 * URL parser reads as an IPv4 address. Kept, unlike web-platform-tests'
 * file: the bidi tests (the URL Standard sets CheckBidi=true) and those that
 * UseSTD3ASCIIRules touches (U1 is its own code since Unicode 15.1).
 */
import { createHash } from 'node:crypto'
import * as fs from 'node:fs'
import * as path from 'node:path'

/** The file vendored (see spec/iri/data/README.md): Unicode 16.0.0, from ICU 76.1's test data. */
const SHA256 = 'ffcf59f6e97d765caa5ac8315e9511ba3b42955a554cbc431e4c016f20d25ca9'

const IGNORED = new Set(['V2', 'V3', 'A4_1', 'A4_2', 'U1'])
const FORBIDDEN_DOMAIN = /[\x00-\x20#%/:<>?@[\\\]^|\x7f]/

const unescape = (cell: string): string =>
  cell === '""' ? '' : cell.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g, (_, u: string | undefined, x: string | undefined) => String.fromCodePoint(parseInt(u ?? (x as string), 16)))

const statuses = (cell: string): readonly string[] | null => {
  if (cell === '') return null
  if (!cell.startsWith('[') || !cell.endsWith(']')) throw new Error(`not a status: ${cell}`)
  return cell
    .slice(1, -1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

const ipv4Like = (source: string): boolean => {
  const labels = source.split(/[.\u3002\uff0e\uff61]/)
  if (labels.length > 1 && labels[labels.length - 1] === '') labels.pop()
  return /^[0-9]+$/.test(labels[labels.length - 1])
}

interface Entry {
  readonly input: string
  readonly output: string | null
  readonly comment?: string
}

export const convert = (text: string): { readonly entries: readonly Entry[]; readonly ipv4Like: number } => {
  const entries: Entry[] = []
  let skipped = 0
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim()
    if (line === '') continue
    const cells = line.split(';').map((c) => c.trim())
    const source = unescape(cells[0])
    if (ipv4Like(source)) {
      skipped++
      continue
    }
    const toUnicode = cells[1] === '' ? source : unescape(cells[1])
    const toAsciiN = cells[3] === '' ? toUnicode : unescape(cells[3])
    const codes = statuses(cells[4]) ?? statuses(cells[2]) ?? []
    const errors = codes.filter((c) => !IGNORED.has(c))
    const notes = [...errors, ...codes.filter((c) => IGNORED.has(c)).map((c) => `${c} (ignored)`)]
    let output: string | null = errors.length > 0 ? null : toAsciiN
    if (output === '') {
      output = null
      notes.push('empty host (URL Standard)')
    } else if (output !== null && FORBIDDEN_DOMAIN.test(output)) {
      output = null
      notes.push('forbidden domain code point (URL Standard)')
    }
    entries.push(notes.length > 0 ? { input: source, output, comment: notes.join('; ') } : { input: source, output })
  }
  return { entries, ipv4Like: skipped }
}

if (require.main === module) {
  const file = process.argv[2]
  const bytes = fs.readFileSync(file)
  const sha = createHash('sha256').update(bytes).digest('hex')
  if (sha !== SHA256) throw new Error(`${file}: sha256 ${sha}, not the file vendored (${SHA256}); update SHA256 and spec/iri/data/README.md with it`)
  const text = bytes.toString('utf8')
  const version = /^# Version: (.*)$/m.exec(text)?.[1] ?? '?'
  const { entries, ipv4Like: skipped } = convert(text)
  const out = [
    'THIS IS A GENERATED FILE. Do not edit it: see spec/support/idna-test-v2-to-json.ts and spec/iri/data/README.md.',
    `From IdnaTestV2.txt, Unicode ${version} (sha256 ${sha}). Left out: ${skipped} sources that end in a number (IPv4-like). Kept: bidi and UseSTD3ASCIIRules tests.`,
    ...entries,
  ]
  // Every code unit past ASCII escaped, as web-platform-tests writes it: nothing invisible or unpaired in the file.
  const json = JSON.stringify(out, null, 1).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  fs.writeFileSync(path.join(__dirname, '../iri/data/IdnaTestV2.json'), json + '\n')
  process.stdout.write(`${entries.length} entries, ${skipped} left out\n`)
}
