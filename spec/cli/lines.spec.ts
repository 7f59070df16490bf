import { expect } from 'chai'
import * as fc from 'fast-check'
import { lineBatchesOf, lineBatchesOfBytes, lineRunsOfBytes, linesOfBytesRun, textOf } from '../../src/cli/lines.ts'
import type { Line } from '../../src/line-filter/index.ts'

const collect = async (chunks: readonly string[]): Promise<string[]> => {
  const out: string[] = []
  for await (const batch of lineBatchesOf(chunks)) out.push(...batch)
  return out
}

describe('cli/lines: standard input as lines', () => {
  it('ends a line at LF, drops one CR before it, and keeps a lone CR inside the line', async () => {
    expect(await collect(['http://a/\rb\n'])).to.deep.equal(['http://a/\rb'])
    expect(await collect(['a\r\nb\r\n'])).to.deep.equal(['a', 'b'])
    expect(await collect(['a\r\r\n'])).to.deep.equal(['a\r'])
    expect(await collect(['a\rb'])).to.deep.equal(['a\rb'])
  })
  it('drops a byte order mark at the start of the stream only', async () => {
    expect(await collect(['\ufeffhttp://a/\n\ufeffb\n'])).to.deep.equal(['http://a/', '\ufeffb'])
    expect(await collect(['', '\ufeffa\n'])).to.deep.equal(['a'])
    expect(await textOf(['\ufeffsee http://a/'])).to.equal('see http://a/')
  })
  it('yields a last line without LF, and nothing for an empty stream', async () => {
    expect(await collect(['a\nb'])).to.deep.equal(['a', 'b'])
    expect(await collect([])).to.deep.equal([])
    expect(await collect(['\n'])).to.deep.equal([''])
  })
  it('gives the lines a chunk ends as one batch, and no empty batch', async () => {
    const batches: (readonly string[])[] = []
    for await (const batch of lineBatchesOf(['a\nb\nc', 'c', 'c\r', '\nd'])) batches.push(batch)
    expect(batches).to.deep.equal([['a', 'b'], ['ccc'], ['d']])
  })
  it('law: the same lines however the text is cut into chunks', async () => {
    let cases = 0
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'b', '\r', '\n', '\r\n', 'é'), { maxLength: 40 }), fc.array(fc.nat(40), { maxLength: 6 }), async (parts, cuts) => {
        const text = parts.join('')
        const points = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((x, y) => x - y)
        const chunks = [0, ...points].map((p, k, all) => text.slice(p, all[k + 1] ?? text.length))
        // every segment before an LF loses one CR at its end; what follows the last LF is a line when not empty
        const segments = text.split('\n')
        const last = segments.pop() as string
        const expected = [...segments.map((l) => l.replace(/\r$/, '')), ...(last === '' ? [] : [last])]
        cases++
        expect(await collect(chunks)).to.deep.equal(expected)
      }),
      { seed: 20, numRuns: 2000 },
    )
    expect(cases).to.equal(2000)
  })
  it('law: runs of bytes (--jobs N) hold at least minBytes, end at an LF but the last, and split into the very lines of the whole', async () => {
    let cases = 0
    let gathered = 0
    const parts = [Buffer.from('ab'), Buffer.from('\n'), Buffer.from('\r\n'), Buffer.from('\u00e9'), Buffer.from([0xff]), Buffer.from([0xef, 0xbb, 0xbf])]
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...parts), { maxLength: 40 }), fc.array(fc.nat(80), { maxLength: 8 }), fc.nat(24), fc.boolean(), async (pieces, cuts, minBytes, count) => {
        const bytes = Buffer.concat(pieces)
        const points = [...new Set(cuts.map((c) => Math.min(c, bytes.length)))].sort((x, y) => x - y)
        const chunks = [0, ...points].map((p, k, all) => bytes.subarray(p, all[k + 1] ?? bytes.length))
        const runs = []
        for await (const run of lineRunsOfBytes(chunks, count, minBytes)) runs.push({ bytes: Buffer.from(run.bytes), lines: run.lines, whole: run.bytes.buffer.byteLength })
        // A BOM is dropped when the first chunk starts with a whole one (as before this law).
        const firstChunk = chunks.find((c) => c.length > 0)
        const bom = firstChunk?.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) === true ? 3 : 0
        expect(Buffer.concat(runs.map((r) => r.bytes)).equals(bytes.subarray(bom))).to.equal(true)
        runs.forEach((r, k) => {
          expect(r.bytes.length).to.be.greaterThan(0)
          if (k === runs.length - 1) return
          expect(r.bytes[r.bytes.length - 1]).to.equal(0x0a)
          expect(r.bytes.length).to.be.at.least(minBytes)
        })
        const lines: Line[] = runs.flatMap((r) => linesOfBytesRun(r.bytes))
        const whole: Line[] = []
        for await (const batch of lineBatchesOfBytes(chunks)) whole.push(...batch)
        expect(lines).to.deep.equal(whole)
        for (const r of runs) expect(r.lines).to.equal(count ? linesOfBytesRun(r.bytes).length : 0)
        if (runs.length < chunks.filter((c) => c.includes(0x0a)).length) gathered++
        cases++
      }),
      { seed: 37, numRuns: 500 },
    )
    expect(cases).to.equal(500)
    // Runs that gathered several chunks really happen.
    expect(gathered).to.be.greaterThan(20)
  })
})
