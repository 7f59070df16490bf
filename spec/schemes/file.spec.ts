/**
 * RFC 8089 file URIs and platform paths, both ways: `pathToFile` then
 * `fileToPath` gives every path it accepts back (a seeded law per platform,
 * its generators drawing the hostile classes and counting each), a refused
 * path is a `Left` with its code and offset, and Node's `pathToFileURL` and
 * `fileURLToPath` (with their `{ windows }` option, checked first on the Node
 * that runs this) are compared where both answer. The differences are the
 * table of docs/guide.md section 14.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serialize } from '../../src/index.ts'
import { encodePathSegment } from '../../src/encoding/percent-encoding.ts'
import { fileToPath, parseFile, pathToFile, type FileUri, type Platform } from '../../src/schemes/index.ts'

const failsAt = (r: E.Either<{ code: string; offset: number }, unknown>): readonly [string, number] | null => (E.isLeft(r) ? [r.left.code, r.left.offset] : null)
const uriOf = (r: E.Either<unknown, FileUri>): string | null => (E.isRight(r) ? serialize(r.right.uri) : null)
/** A file URI read to a path: the path, or the Left's code and offset. */
const read =
  (platform: Platform) =>
  (uri: string): string | readonly [string, number] => {
    const r = E.chain(fileToPath(platform))(parseFile(uri))
    return E.isRight(r) ? r.right : [r.left.code, r.left.offset]
  }
/** Node's reading of a file URL, or null where it throws. */
const nodeRead = (url: string, windows: boolean): string | null => {
  try {
    return fileURLToPath(url, { windows } as never)
  } catch {
    return null
  }
}

describe('the platform option of Node this spec compares with', () => {
  it('exists: { windows } changes what fileURLToPath and pathToFileURL do, whatever the system', () => {
    expect(fileURLToPath('file:///C:/x', { windows: true } as never)).to.equal('C:\\x')
    expect(fileURLToPath('file:///C:/x', { windows: false } as never)).to.equal('/C:/x')
    expect(pathToFileURL('C:\\x', { windows: true } as never).href).to.equal('file:///C:/x')
  })
})

describe('RFC 8089: the paths that did not come back', () => {
  /** [platform, path, file URI or null (refused), offset of the refusal]. */
  const WRITE: readonly (readonly [Platform, string, string | null, number?])[] = [
    // E.2 reads "file:///C:/x" as a drive letter, which a POSIX path has not: the colon is encoded (RFC 3986 2.2, the same path).
    ['posix', '/C:/x', 'file:///C%3A/x'],
    ['posix', '/c:', 'file:///c%3A'],
    ['posix', '/C|/x', 'file:///C%7C/x'],
    ['posix', '/a:b/C:', 'file:///a%3Ab/C:'],
    // E.3.2 reads "file:////host/x" and "file://///a" as UNC strings, and path-absolute never begins with "//".
    ['posix', '//host/x', null, 1],
    ['posix', '///a', null, 1],
    ['posix', '//', null, 1],
    // POSIX.1 "Filename": no name holds NUL.
    ['posix', '/a\u0000b', null, 2],
    // RFC 3986 5.2.4 removes dot segments when the URI is read; ".." removed as text names another file past a symbolic link.
    ['posix', '/a/../b', null, 3],
    ['posix', '/a/.', null, 3],
    // UTF-8 (RFC 8089 section 4) has no lone surrogate.
    ['posix', '/a\uD800', null, 2],
    ['posix', '/a\\b', 'file:///a%5Cb'],
    ['windows', 'C:\\x', 'file:///C:/x'],
    ['windows', 'C:\\', 'file:///C:/'],
    ['windows', 'C:/a/b', 'file:///C:/a/b'],
    // Microsoft's naming rules: < > : " | ? * and U+0000 to U+001F are in no name; a ":" would name an NTFS stream.
    ['windows', 'C:\\a:$DATA', null, 4],
    ['windows', 'C:\\dir\\D:', null, 8],
    ['windows', 'C:\\a|b', null, 4],
    ['windows', 'C:\\a?', null, 4],
    ['windows', 'C:\\a\u0001', null, 4],
    ['windows', '\\\\srv\\sh:are\\x', null, 8],
    ['windows', 'C:\\a\\...', null, 5],
    // A UNC path needs a share, and one separator after the server is read as one: "\\srv\\x" has none.
    ['windows', '\\\\srv\\', null, 6],
    ['windows', '\\\\srv\\\\x', null, 6],
    // "file://localhost/s" would be a local file (RFC 8089 section 2): the server goes in the path (E.3.2).
    ['windows', '\\\\localhost\\s\\x', 'file:////localhost/s/x'],
    ['windows', '\\\\LocalHost\\s', 'file:////LocalHost/s'],
    // After "\\?\" a name keeps its final dot or space; the path read back has no "\\?\", and Win32 would trim it.
    ['windows', '\\\\?\\C:\\a.', null, 8],
    ['windows', '\\\\?\\UNC\\srv\\s\\a ', null, 15],
    ['windows', 'C:\\a\\..\\b', null, 5],
  ]
  for (const [platform, path, uri, offset] of WRITE)
    it(`pathToFile('${platform}')(${JSON.stringify(path)}) → ${uri ?? `Left at ${offset}`}`, () => {
      const r = pathToFile(platform)(path)
      if (uri === null) expect(failsAt(r)).to.deep.equal(['scheme-violation', offset])
      else {
        expect(uriOf(r)).to.equal(uri)
        expect(E.chain(fileToPath(platform))(r)).to.deep.equal(E.right(platform === 'windows' ? path.replace(/\//g, '\\') : path))
      }
    })

  /** [platform, URI, path or the refusal's offset, what Node's fileURLToPath gives (null: it throws)]. */
  const READ: readonly (readonly [Platform, string, string | number, string | null])[] = [
    // The first segment decoded is the drive, as Node reads it.
    ['windows', 'file:///C%3A/x', 'C:\\x', 'C:\\x'],
    ['windows', 'file:///%43:/x', 'C:\\x', 'C:\\x'],
    ['windows', 'file:///c%3a', 'c:\\', 'c:'],
    ['windows', 'file:///./C%3A/x', 'C:\\x', 'C:\\x'],
    // The drive is never dropped: Node's URL parser takes "C%3A" for a name, removes it with the "..", then finds no drive.
    ['windows', 'file:///C%3A/../x', 'C:\\x', null],
    // A file URI names an absolute path: the drive's root, where Node gives "C:", relative to the drive's current directory.
    ['windows', 'file:///C:', 'C:\\', 'C:'],
    // Characters no Windows name holds: refused at their triplet.
    ['windows', 'file:///a%7Cb', 9, null],
    ['windows', 'file:///C:/a%3A$DATA', 12, 'C:\\a:$DATA'],
    ['windows', 'file:///C:/a%3C', 12, 'C:\\a<'],
    ['windows', 'file:///C:/a%01', 12, 'C:\\a\u0001'],
    ['windows', 'file:///C:/D%3A/x', 12, 'C:\\D:\\x'],
    ['windows', 'file:///C%7C/x', 9, null],
    ['windows', 'file://srv/C%3A/x', 12, '\\\\srv\\C:\\x'],
    // An empty UNC server: no Windows path.
    ['windows', 'file://///a', 0, null],
    ['posix', 'file:///C%3A/x', '/C:/x', '/C:/x'],
    ['posix', 'file:///a%7Cb', '/a|b', '/a|b'],
    ['posix', 'file:///a%00b', 9, '/a\u0000b'],
  ]
  for (const [platform, uri, want, node] of READ)
    it(`fileToPath('${platform}')(${uri}) → ${typeof want === 'string' ? JSON.stringify(want) : `Left at ${want}`} (Node: ${node === null ? 'throws' : JSON.stringify(node)})`, () => {
      expect(read(platform)(uri)).to.deep.equal(typeof want === 'string' ? want : ['scheme-violation', want])
      expect(nodeRead(uri, platform === 'windows')).to.equal(node)
    })

  it('the same names refused both ways: a name pathToFile refuses, fileToPath refuses encoded (dot segments aside, which reading removes)', () => {
    const names = fc.oneof(
      fc.constantFrom('a', 'é', ':', 'a:b', '<', '>', '"', '|', '?', '*', '\\', '\u0000', '\u0001', '\u001f', '\u007f', 'a.', 'a ', '...', ' ', '. .', '%', '#', ';', 'C:', 'c|'),
      fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 3 }),
    )
    const counts = { refused: 0, accepted: 0 }
    fc.assert(
      fc.property(
        names.filter((n) => n !== '.' && n !== '..' && !n.includes('/')),
        (name) => {
          for (const [platform, root, uriRoot] of [
            ['posix', '/a/', 'file:///a/'],
            ['windows', 'C:\\', 'file:///C:/'],
            ['windows', '\\\\srv\\share\\', 'file://srv/share/'],
          ] as const) {
            // "\\" is a separator in a Windows path, not a name's character.
            if (platform === 'windows' && name.includes('\\')) continue
            const written = pathToFile(platform)(root + name)
            const readBack = E.chain(fileToPath(platform))(parseFile(uriRoot + encodePathSegment(name)))
            expect(E.isLeft(written), `${platform} ${JSON.stringify(name)}`).to.equal(E.isLeft(readBack))
            counts[E.isLeft(written) ? 'refused' : 'accepted']++
          }
        },
      ),
      { seed: 80890, numRuns: 1_000 },
    )
    expect(counts.refused).to.be.above(300)
    expect(counts.accepted).to.be.above(1_000)
  })
})

/** A name of a generated path: its text, its class, and where in it the path is refused (undefined when it is not). */
interface Name {
  readonly text: string
  readonly cls: string
  readonly bad?: number
}
/** The names of the classes, a class refused everywhere drawn a third as often as one that comes back, so that both sides are well exercised. */
const pool = (classes: Readonly<Record<string, readonly string[]>>, bad: (cls: string, text: string) => number | undefined): fc.Arbitrary<Name> =>
  fc.oneof(
    ...Object.entries(classes).map(([cls, texts]) => ({
      arbitrary: fc.constantFrom(...texts).map((text): Name => ({ text, cls, bad: bad(cls, text) })),
      weight: bad(cls, texts[0]) === undefined ? 3 : 1,
    })),
  )

/** The hostile classes of POSIX names. NUL, lone surrogates and dot segments are refused (at `bad`). */
const POSIX_NAMES: Readonly<Record<string, readonly string[]>> = {
  plain: ['a', 'b.txt', 'dir'],
  'drive-like': ['C:', 'c:', 'Z:x', 'C|', 'C%3A'],
  percent: ['%', '%25', '%2F', '%2e', '%2E%2E', '%00', 'a%b'],
  '# and ?': ['#', '?', 'a#b?c'],
  'sub-delims': [';', 'a;b=c', "$&+,'()*!"],
  space: [' ', 'a b', ' a '],
  'non-ASCII': ['é', '日本', '\u{1F600}', 'e\u0301'],
  backslash: ['\\', 'a\\b', '\\\\server\\share'],
  'outside RFC 3986': ['[x]', 'a^b', 'a|b', '{}', '`', '"<>'],
  control: ['\u0001', 'a\u001f', '\u007f', '\n', '\t'],
  dots: ['...', '.a', 'a.', '. .'],
  empty: [''],
  NUL: ['\u0000', 'a\u0000b'],
  'lone surrogate': ['\uD800', 'a\uDC00', '\uDBFFb'],
  'dot segment': ['.', '..'],
}
const posixBad = (cls: string, text: string): number | undefined =>
  cls === 'NUL' ? text.indexOf('\u0000') : cls === 'lone surrogate' ? text.search(/[\uD800-\uDFFF]/) : cls === 'dot segment' ? 0 : undefined

interface Generated {
  readonly path: string
  /** The classes it draws, for the counts. */
  readonly classes: readonly string[]
  /** Where it is refused, or null. */
  readonly refusedAt: number | null
  /** What fileToPath gives back: the path, with Windows' "\" and without "\\?\". */
  readonly back: string
}

/** A POSIX path: a leading "/", "//" or "///", then names; the first fault in the path is where it is refused. */
const posixPaths: fc.Arbitrary<Generated> = fc.tuple(fc.constantFrom('/', '/', '/', '/', '//', '///'), fc.array(pool(POSIX_NAMES, posixBad), { maxLength: 5 })).map(([lead, names]) => {
  const path = lead + names.map((n) => n.text).join('/')
  const classes = names.map((n) => n.cls)
  if (lead !== '/') classes.push(names.length > 0 && names[0].cls === 'plain' ? 'UNC-like //host/x' : `leading ${lead}`)
  if (names.length > 0 && names[0].cls === 'drive-like') classes.push('drive-like first name')
  let refusedAt: number | null = path.startsWith('//') ? 1 : null
  let at = lead.length
  for (const n of names) {
    if (refusedAt === null && n.bad !== undefined) refusedAt = at + n.bad
    at += n.text.length + 1
  }
  return { path, classes, refusedAt, back: path }
})

/** The hostile classes of Windows names; those refused everywhere have `bad`, "trailing dot or space" is refused after "\\?\" only. */
const WINDOWS_NAMES: Readonly<Record<string, readonly string[]>> = {
  plain: ['a', 'b.txt', 'Dir'],
  percent: ['%', '%25', '%2F', '%3A', '%5C', 'a%b'],
  '# and ;': ['#', 'a#b', ';', 'a;b=c', '$DATA'],
  space: ['a b', ' a'],
  'non-ASCII': ['é', '日本', '\u{1F600}'],
  'outside RFC 3986': ['[x]', 'a^b', '{}', '`'],
  dots: ['.a', 'a..b'],
  'trailing dot or space': ['a.', 'a '],
  empty: [''],
  'reserved character': [':', 'a:$DATA', '<', '>', '"', '|', '?', '*', 'a?b'],
  'drive-like name': ['D:', 'c|'],
  control: ['\u0001', 'a\u001f'],
  NUL: ['\u0000'],
  'lone surrogate': ['\uD800'],
  'dot segment': ['.', '..'],
  'dots and spaces': ['...', ' ', '. .'],
}
const windowsBad = (cls: string, text: string): number | undefined =>
  ['reserved character', 'drive-like name', 'control', 'NUL', 'lone surrogate'].includes(cls)
    ? text.search(/[<>:"|?*\u0000-\u001f\uD800-\uDFFF]/)
    : ['dot segment', 'dots and spaces'].includes(cls)
      ? 0
      : undefined
const SERVERS = ['srv', 'SRV', 'host.example', 'localhost', 'LocalHost', 'a@b', 'h:80', 'é', '1.2.3.4', 'a%b', 'a b', '[::1]', '..']
const separator = fc.constantFrom('\\', '\\', '/')

/** A Windows path: a drive, a UNC server and share, or either after "\\?\", then names joined by "\" or "/" ("\" alone after "\\?\"). */
const windowsPaths: fc.Arbitrary<Generated> = fc
  .tuple(
    fc.constantFrom('drive', 'drive', 'unc', 'unc', '\\\\?\\ drive', '\\\\?\\UNC'),
    fc.constantFrom('C', 'c', 'z'),
    fc.oneof(fc.constantFrom(...SERVERS), fc.constant('a\u0000')),
    fc.array(fc.tuple(pool(WINDOWS_NAMES, windowsBad), separator), { maxLength: 5 }),
    separator,
    separator,
  )
  .map(([kind, letter, server, parts, s1, s2]) => {
    const literal = kind.startsWith('\\')
    const unc = kind.endsWith('unc') || kind.endsWith('UNC')
    const prefix = kind === 'drive' ? `${letter}:${s1}` : kind === 'unc' ? `${s1}${s1}${server}${s2}` : literal && !unc ? `\\\\?\\${letter}:\\` : `\\\\?\\UNC\\${server}\\`
    const canonical = unc ? `\\\\${server}\\` : `${letter}:\\`
    let path = prefix
    parts.forEach(([n, sep], k) => (path += (k === 0 ? '' : literal ? '\\' : sep) + n.text))
    const classes = [kind, ...parts.map(([n]) => n.cls)]
    if (!literal && (path.slice(2).includes('/') || s1 === '/')) classes.push('"/" separators')
    if (unc && server.toLowerCase() === 'localhost') classes.push('localhost server')
    let refusedAt: number | null = null
    if (unc && server.includes('\u0000')) refusedAt = prefix.indexOf('\u0000')
    else if (unc && (parts.length === 0 || parts[0][0].text === '')) refusedAt = prefix.length
    let at = prefix.length
    for (const [n] of parts) {
      const bad = n.bad ?? (literal && n.cls === 'trailing dot or space' ? n.text.length - 1 : undefined)
      if (refusedAt === null && bad !== undefined) refusedAt = at + bad
      at += n.text.length + 1
    }
    return { path, classes, refusedAt, back: canonical + parts.map(([n]) => n.text).join('\\') }
  })

/** The law of both platforms: a path pathToFile accepts comes back; one it refuses is a Left at the first fault, never a throw. */
const roundTrip = (platform: Platform, paths: fc.Arbitrary<Generated>, seed: number): Readonly<Record<string, number>> => {
  const counts: Record<string, number> = {}
  const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1)
  fc.assert(
    fc.property(paths, ({ path, classes, refusedAt, back }) => {
      const r = pathToFile(platform)(path)
      const side = refusedAt === null ? 'came back' : 'refused'
      for (const c of new Set(classes)) count(`${side}: ${c}`)
      count(side)
      if (refusedAt !== null) {
        expect(failsAt(r), JSON.stringify(path)).to.deep.equal(['scheme-violation', refusedAt])
        return
      }
      expect(E.chain(fileToPath(platform))(r), JSON.stringify(path)).to.deep.equal(E.right(back))
      // The path given back is a fixed point: written again, the same URI.
      expect(uriOf(pathToFile(platform)(back))).to.equal(uriOf(r))
    }),
    { seed, numRuns: 4_000 },
  )
  return counts
}

describe('law: fileToPath(pathToFile(p)) gives p back, for every path the platform accepts', () => {
  it('POSIX: as written (drive-like first names, "//", "///", "%", "#", "?", ";", spaces, non-ASCII, backslashes, controls …)', () => {
    const counts = roundTrip('posix', posixPaths, 8089)
    for (const cls of Object.keys(POSIX_NAMES).filter((c) => posixBad(c, POSIX_NAMES[c][0]) === undefined)) expect(counts[`came back: ${cls}`] ?? 0, cls).to.be.above(150)
    for (const cls of ['drive-like first name', 'NUL', 'lone surrogate', 'dot segment', 'leading //', 'leading ///', 'UNC-like //host/x'])
      expect((counts[`came back: ${cls}`] ?? 0) + (counts[`refused: ${cls}`] ?? 0), cls).to.be.above(40)
    for (const cls of ['NUL', 'lone surrogate', 'dot segment', 'leading //', 'leading ///', 'UNC-like //host/x']) expect(counts[`came back: ${cls}`] ?? 0, cls).to.equal(0)
    expect([counts['came back'] > 1_000, counts.refused > 1_000]).to.deep.equal([true, true])
  })
  it('Windows: with "\\" for each separator and without "\\\\?\\" (drives, UNC, "\\\\?\\", localhost, reserved characters, "/" separators …)', () => {
    const counts = roundTrip('windows', windowsPaths, 8090)
    for (const cls of [
      'drive',
      'unc',
      '\\\\?\\ drive',
      '\\\\?\\UNC',
      '"/" separators',
      'percent',
      '# and ;',
      'space',
      'non-ASCII',
      'outside RFC 3986',
      'dots',
      'trailing dot or space',
      'empty',
    ])
      expect(counts[`came back: ${cls}`] ?? 0, cls).to.be.above(40)
    expect(counts['came back: localhost server'] ?? 0).to.be.above(15)
    for (const cls of ['reserved character', 'drive-like name', 'control', 'NUL', 'lone surrogate', 'dot segment', 'dots and spaces']) {
      expect(counts[`refused: ${cls}`] ?? 0, cls).to.be.above(100)
      expect(counts[`came back: ${cls}`] ?? 0, cls).to.equal(0)
    }
    expect([counts['came back'] > 1_000, counts.refused > 1_000]).to.deep.equal([true, true])
  })
})

describe("Node's pathToFileURL and fileURLToPath beside pathToFile and fileToPath, on the generated paths both accept", () => {
  /** Node's pathToFileURL, or null where it throws. */
  const nodeWrite = (path: string, windows: boolean): string | null => {
    try {
      return pathToFileURL(path, { windows } as never).href
    } catch {
      return null
    }
  }

  it("POSIX: Node reads our URL to the path we give; ours and Node's read back the same path but where Node resolves it or loses a control character", () => {
    const counts: Record<string, number> = {}
    const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1)
    fc.assert(
      fc.property(
        posixPaths.filter((g) => g.refusedAt === null),
        ({ path }) => {
          const ours = uriOf(pathToFile('posix')(path)) as string
          const theirs = nodeWrite(path, false)
          if (theirs === null) return void count('Node refuses')
          // Node reads our URL as we do, always.
          expect(nodeRead(ours, false), ours).to.equal(path)
          const nodeBack = nodeRead(theirs, false)
          if (nodeBack === path) count('the same path back')
          else if (/\/\//.test(path) && nodeBack === path.replace(/\/+/g, '/')) count('Node resolves: a run of "/" is one')
          else if (/[\u0001-\u001f]$/.test(path) && nodeBack === path.replace(/[\u0001-\u001f]+$/, '').replace(/\/+/g, '/')) count("Node's URL parser drops the final control character")
          else expect.fail(`${JSON.stringify(path)}: Node gives ${JSON.stringify(nodeBack)}`)
          // And we read Node's URL as Node does, but where it writes a drive letter RFC 8089 reads as one (E.2).
          const back = read('posix')(theirs)
          if (typeof back === 'string') {
            expect(back, theirs).to.equal(nodeBack)
            count("we read Node's URL as Node does")
          } else {
            expect(/^file:\/\/\/[A-Za-z]:/.test(theirs), theirs).to.equal(true)
            count("we refuse Node's URL: a drive letter")
          }
          if (theirs === ours) count('the same URL')
          else if (/^\/[A-Za-z]:/.test(path)) count('the URLs differ: our "%3A" in a drive-like first name')
          else if (nodeBack !== path) count('the URLs differ: Node resolved the path')
          else expect.fail(`${JSON.stringify(path)}: our ${ours}, Node's ${theirs}`)
        },
      ),
      { seed: 80891, numRuns: 2_000 },
    )
    expect(counts['the same path back']).to.be.above(1_000)
    for (const k of [
      'Node resolves: a run of "/" is one',
      "Node's URL parser drops the final control character",
      "we refuse Node's URL: a drive letter",
      'the URLs differ: our "%3A" in a drive-like first name',
    ])
      expect(counts[k] ?? 0, k).to.be.above(10)
    expect(counts['Node refuses'] ?? 0).to.equal(0)
  })

  /** A UNC path with its server in lower case, as WHATWG's host parser gives an ASCII one. */
  const serverLower = (path: string): string => path.replace(/^\\\\[^\\]+/, (m) => m.toLowerCase())

  it("Windows: the same path back for drive paths but where Node resolves it; a UNC server goes through WHATWG's host parser in Node", () => {
    const counts: Record<string, number> = {}
    const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1)
    fc.assert(
      fc.property(
        windowsPaths.filter((g) => g.refusedAt === null),
        ({ path, back }) => {
          const ours = uriOf(pathToFile('windows')(path)) as string
          const theirs = nodeWrite(path, true)
          const nodeOnOurs = nodeRead(ours, true)
          const unc = back.startsWith('\\\\')
          const server = unc ? back.slice(2, back.indexOf('\\', 2)) : ''
          // WHATWG's host parser (in Node) refuses a server holding "@", ":", "%", " " or "[…]" decoded, and makes "file://localhost/" local.
          const whatwgHost = !/[@:% [\]]/.test(server) && server.toLowerCase() !== 'localhost'
          if (nodeOnOurs === back) count('Node reads our URL to the path we give')
          else if (unc && nodeOnOurs === null && !whatwgHost) count('Node refuses our URL: a server its host parser refuses, or localhost in the path')
          else if (unc && nodeOnOurs === serverLower(back)) count('Node reads our URL with the server in lower case')
          else expect.fail(`${JSON.stringify(path)}: our ${ours}, Node reads ${JSON.stringify(nodeOnOurs)}`)
          if (theirs === null) {
            // Only a UNC path whose server Node's pathToFileURL cannot split ("\\\\srv/s", no "\\" after the server).
            expect(/^\\\\[^\\/]+\/[^\\]*$/.test(path), JSON.stringify(path)).to.equal(true)
            return void count('Node refuses the path')
          }
          const nodeBack = nodeRead(theirs, true)
          // Node's pathToFileURL splits a UNC server at the first "\\" only: "\\\\srv/s\\x" has the server "srv/s".
          if (unc && /^[\\/]{2}[^\\/]+\//.test(path)) return void count('Node takes the server to the first "\\"')
          const merged = back.slice(0, 2) + back.slice(2).replace(/\\+/g, '\\')
          if (nodeBack === back) count('the same path back')
          // Node's pathToFileURL takes only "\\\\" for a UNC prefix: "//srv/s" becomes "file:////srv/s", which its fileURLToPath refuses.
          else if (nodeBack === null && path.startsWith('//')) count('Node writes a URL it does not read: "//server/share"')
          else if (nodeBack === merged) count('Node resolves: a run of separators is one')
          // path.win32.resolve keeps a root's separator, and pathToFileURL adds one to a path that ends in one: "C:\\" is "file:///C://".
          else if (/^(?:[A-Za-z]:|\\\\[^\\]+\\[^\\]+)\\$/.test(merged) && nodeBack === serverLower(merged + '\\')) count('Node doubles the separator of a root')
          else if (unc && !whatwgHost) count('Node drops or refuses the server')
          else if (unc && (nodeBack === serverLower(back) || nodeBack === serverLower(merged))) count('Node gives the server in lower case')
          else expect.fail(`${JSON.stringify(path)}: Node writes ${theirs} and reads ${JSON.stringify(nodeBack)}; we give ${JSON.stringify(back)}`)
          // We read Node's URL as Node does, but for its IDNA: Node writes a non-ASCII server as "xn--…" and reads it back in Unicode.
          if (nodeBack !== null) {
            const ourRead = read('windows')(theirs)
            if (ourRead === nodeBack) count("we read Node's URL as Node does")
            else {
              expect(typeof ourRead === 'string' && /^\\\\xn--/.test(ourRead) && /^file:\/\/xn--/.test(theirs), `${theirs}: ${JSON.stringify(ourRead)}`).to.equal(true)
              count('we read "xn--" as written')
            }
          }
          if (theirs === ours) count('the same URL')
          else if (nodeBack === back) {
            // The same path from another URL: only a UNC server is spelled otherwise ("xn--9ca" for "é", where we write "%C3%A9").
            expect(unc, `${ours} ${theirs}`).to.equal(true)
            expect(theirs.slice(theirs.indexOf('/', 7)), `${ours} ${theirs}`).to.equal(ours.slice(ours.indexOf('/', 7)))
            count('the URLs differ: the server only')
          }
        },
      ),
      { seed: 80892, numRuns: 2_000 },
    )
    expect(counts['the same path back']).to.be.above(500)
    for (const k of [
      'Node reads our URL to the path we give',
      'Node refuses our URL: a server its host parser refuses, or localhost in the path',
      'Node reads our URL with the server in lower case',
      'Node resolves: a run of separators is one',
      'Node drops or refuses the server',
      'Node gives the server in lower case',
      'Node doubles the separator of a root',
      'Node writes a URL it does not read: "//server/share"',
      'Node takes the server to the first "\\"',
      'the URLs differ: the server only',
      "we read Node's URL as Node does",
      'we read "xn--" as written',
    ])
      expect(counts[k] ?? 0, k).to.be.above(10)
  })
})
