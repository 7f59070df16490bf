/**
 * The form page (docs/demo/) in a real headless Chromium: Debian's `chromium`
 * driven by playwright-core, the page served on 127.0.0.1. Run by
 * `npm run test:browser` (after `npm run demo` has built demo.js), which CI
 * runs; not part of `npm test`, which needs no browser.
 *
 * UPDATE_SCREENSHOT=1 writes docs/demo/screenshot.png (shown in the README);
 * otherwise the screenshot goes to spec/.browser/.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { fromUserInput, type UriError } from '../../src/index.ts'
import { describeError, locate, plain, technical } from '../../src/messages/index.ts'
import { inspect } from '../../src/security/index.ts'

const DEMO = path.resolve(__dirname, '../../docs/demo')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const AXE = require.resolve('axe-core/axe.min.js')
const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png' }

/** Serves docs/demo/ on 127.0.0.1; under /csp/ with a Content-Security-Policy header as a server would send it. */
const serve = (): Promise<http.Server> =>
  new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const csp = url.pathname.startsWith('/csp/')
      const rel = (csp ? url.pathname.slice(4) : url.pathname).replace(/^\/+/, '') || 'index.html'
      if (rel === 'favicon.ico') {
        // The page has no icon; a browser asks anyway.
        res.writeHead(204).end()
        return
      }
      // axe-core, the accessibility engine, served from the page's own origin so the page's policy lets it run.
      const file = rel === 'axe.min.js' ? AXE : path.join(DEMO, path.normalize(rel))
      if ((file !== AXE && !file.startsWith(DEMO + path.sep)) || !fs.existsSync(file)) {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        ...(csp ? { 'content-security-policy': "script-src 'self'" } : {}),
      })
      res.end(fs.readFileSync(file))
    })
    server.listen(0, '127.0.0.1', () => resolve(server))
  })

const errorOf = (text: string, rule: 'URI' | 'IRI' = 'URI'): UriError => {
  const r = fromUserInput({ rule })(text)
  if (r._tag === 'Right') throw new Error(`valid: ${text}`)
  return r.left
}

/** The message the page shows for an error: plain words unless the technical switch is on. */
const plainOf = (e: UriError): string => describeError(plain)(e)

/** axe-core's violations on the page as it is, by rule and element. */
const axeViolations = async (page: Page): Promise<readonly string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: new URL('/axe.min.js', page.url()).href })
  return page.evaluate(async () => {
    type Result = { id: string; nodes: { target: string[] }[] }
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Result[]; passes: Result[] }> } }).axe
    const r = await axe.run(document, { resultTypes: ['violations'] })
    // Some rules must have passed (color-contrast, label …), or axe did not look at the page.
    const ran = ['color-contrast', 'label', 'aria-allowed-attr'].filter((id) => !r.passes.some((p) => p.id === id)).map((id) => `did not pass: ${id}`)
    return [...ran, ...r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))]
  })
}

describe('the form page in Chromium (docs/demo)', function () {
  this.timeout(120_000)
  let server: http.Server
  let browser: Browser
  let base: string

  before(async () => {
    if (!fs.existsSync(path.join(DEMO, 'demo.js'))) throw new Error('docs/demo/demo.js is missing: run `npm run demo` first')
    if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`)
    server = await serve()
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
  })

  after(async () => {
    await browser?.close()
    server?.close()
  })

  /** A fresh page at a path, recording CSP violations and script errors from before its first script. */
  const open = async (at: string): Promise<{ page: Page; problems: string[] }> => {
    const page = await browser.newPage({ viewport: { width: 900, height: 820 } })
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(`error: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`)
    })
    await page.exposeFunction('reportViolation', (v: string) => problems.push(`csp: ${v}`))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
    )
    await page.goto(base + at)
    return { page, problems }
  }

  const typeInto = async (page: Page, text: string): Promise<void> => {
    await page.getByLabel('URI', { exact: true }).fill('')
    await page.getByLabel('URI', { exact: true }).pressSequentially(text)
  }

  for (const variant of ['/', '/csp/']) {
    describe(variant === '/' ? 'served as is (its own meta policy)' : "served with Content-Security-Policy: script-src 'self'", () => {
      it('as the person types: the message under the field, the character marked, the suggestion applied, the components shown', async () => {
        const { page, problems } = await open(variant)
        const typed = 'http://example.com/a b'
        await typeInto(page, typed)
        const e = errorOf(typed)
        const alert = page.locator('#message')
        expect(await alert.textContent()).to.equal(plainOf(e))
        expect(await alert.textContent()).to.equal("Remove the space after 'a', or replace it with %20")
        expect(await page.getByLabel('URI', { exact: true }).getAttribute('aria-invalid')).to.equal('true')
        expect(await page.getByLabel('URI', { exact: true }).getAttribute('data-as-typed')).to.equal('invalid')
        // The mark holds the character at the error's offset, after exactly the text before it.
        const mark = await page
          .locator('#marked')
          .evaluate((pre) => ({ before: pre.firstChild?.textContent, mark: pre.querySelector('mark')?.textContent, after: pre.lastChild?.textContent }))
        expect(mark).to.deep.equal({ before: typed.slice(0, e.offset), mark: ' ', after: typed.slice(e.offset + 1) })
        // And it is drawn where that character is: right of the text before it.
        const box = await page.locator('#marked mark').boundingBox()
        const pre = await page.locator('#marked').boundingBox()
        expect(box !== null && pre !== null && box.x > pre.x + 50).to.equal(true)

        const button = page.getByRole('button', { name: /^Did you mean/ })
        expect(await button.textContent()).to.equal('Did you mean http://example.com/a%20b?')
        await button.click()
        expect(await page.getByLabel('URI', { exact: true }).inputValue()).to.equal('http://example.com/a%20b')
        expect(await alert.textContent()).to.equal('A valid URI.')
        expect(await alert.getAttribute('class')).to.equal('ok')
        // isValid, whose regular expression is built at first use: allowed by the policy (no violation below).
        expect(await page.getByLabel('URI', { exact: true }).getAttribute('data-as-typed')).to.equal('valid')
        expect(await page.getByRole('button', { name: /^Did you mean/ }).count()).to.equal(0)
        const cells = await page.locator('#components tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.children[0].textContent, tr.children[1].textContent]))
        expect(cells).to.deep.equal([
          ['scheme', 'http'],
          ['user information', 'absent'],
          ['host', 'example.com'],
          ['host kind', 'reg-name'],
          ['port', 'absent'],
          ['path', '/a%20b'],
          ['query', 'absent'],
          ['fragment', 'absent'],
        ])
        expect(problems).to.deep.equal([])
        await page.close()
      })

      it('section 7 warnings for a valid but risky URI, and nothing run from the input', async () => {
        const { page, problems } = await open(variant)
        const typed = 'http://user:secret@127.0.0.1/<img src=x onerror=alert(1)>'
        await typeInto(page, typed)
        const e = errorOf(typed)
        expect(await page.locator('#message').textContent()).to.equal(plainOf(e))
        expect(await page.locator('#marked img').count()).to.equal(0)
        await typeInto(page, 'http://user:secret@127.0.0.1/')
        const risky = fromUserInput()('http://user:secret@127.0.0.1/')
        if (risky._tag === 'Left') throw new Error(describeError(technical)(risky.left))
        const want = inspect()(risky.right.uri)
        expect(want.length).to.be.greaterThan(0)
        const items = await page.locator('#warnings li').allTextContents()
        expect(items).to.deep.equal(want.map((w) => `${describeError(plain)(w)} (section ${w.section})`))
        // The warnings are part of the verdict: not the plain green of success.
        expect(await page.locator('#message').getAttribute('class')).to.equal('warn')
        expect(await page.locator('#message').textContent()).to.equal(`A valid URI, with ${want.length} security notes: read them below.`)
        expect(problems).to.deep.equal([])
        await page.close()
      })
    })
  }

  it('axe-core finds no violation: empty, invalid, valid, valid with warnings, IRIs with technical messages', async () => {
    const { page, problems } = await open('/')
    expect(await axeViolations(page)).to.deep.equal([])
    await typeInto(page, 'www.example.com/a b')
    expect(await page.locator('#suggestion').isVisible()).to.equal(true)
    expect(await axeViolations(page)).to.deep.equal([])
    await typeInto(page, 'https://example.com/a')
    expect(await axeViolations(page)).to.deep.equal([])
    await typeInto(page, 'http://user:secret@127.0.0.1/')
    expect(await page.locator('#message').getAttribute('class')).to.equal('warn')
    expect(await axeViolations(page)).to.deep.equal([])
    await page.getByLabel(/International addresses/).check()
    await page.getByLabel(/technical/).check()
    await typeInto(page, 'http://例え.jp/a b')
    expect(await axeViolations(page)).to.deep.equal([])
    expect(problems).to.deep.equal([])
    await page.close()
  })

  it('every text is at least 4.5:1 against its background, "absent" included', async () => {
    const { page } = await open('/')
    await typeInto(page, 'https://example.com/')
    const ratios = await page.evaluate(() => {
      const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
      const lum = (c: string): number => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const background = (e: Element | null): string => {
        for (let n = e; n !== null; n = n.parentElement) {
          const c = getComputedStyle(n).backgroundColor
          if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c
        }
        return 'rgb(255, 255, 255)'
      }
      const out: [string, number][] = []
      for (const e of document.querySelectorAll('main *')) {
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '')
        if (!own || (e as HTMLElement).offsetParent === null) continue
        const [a, b] = [lum(getComputedStyle(e).color), lum(background(e))]
        out.push([`${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent ?? '').trim().slice(0, 20)}`, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)])
      }
      return out
    })
    expect(ratios.some(([what]) => what.startsWith('td.absent'))).to.equal(true)
    for (const [what, ratio] of ratios) expect(ratio, what).to.be.at.least(4.5)
    await page.close()
  })

  it('one live region, polite, not an alert, that speaks once typing pauses', async () => {
    const { page } = await open('/')
    const regions = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"], output')].map((e) => [e.id, e.getAttribute('aria-live'), e.getAttribute('role')]),
    )
    expect(regions).to.deep.equal([['announce', 'polite', null]])
    // Count what the live region says while the person types, key by key, then after a pause.
    await page.evaluate(() => {
      const w = window as unknown as { spoken: string[] }
      w.spoken = []
      new MutationObserver(() => w.spoken.push(document.getElementById('announce')?.textContent ?? '')).observe(document.getElementById('announce') as Node, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    await page.getByLabel('URI', { exact: true }).pressSequentially('http://example.com/a b', { delay: 30 })
    expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).to.deep.equal([])
    await page.waitForTimeout(1200)
    expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).to.deep.equal(["Remove the space after 'a', or replace it with %20"])
    await page.close()
  })

  it('keyboard only: every control reachable in order and labelled; the switches change the verdict', async () => {
    const { page } = await open('/')
    const tabOrder = async (n: number): Promise<string[]> => {
      const ids: string[] = []
      for (let k = 0; k < n; k++) {
        await page.keyboard.press('Tab')
        ids.push(await page.evaluate(() => document.activeElement?.id ?? ''))
      }
      return ids
    }
    expect(await tabOrder(3)).to.deep.equal(['uri', 'iri', 'messages-plain'])
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.type('www.example.com/a b')
    expect(await page.locator('#message').textContent()).to.equal('Enter a web address that starts with https://, like https://www.example.com')
    // From the field: the suggestion that has appeared comes next, then the switches.
    expect(await tabOrder(3)).to.deep.equal(['suggestion', 'iri', 'messages-plain'])
    // Arrow keys move within the radio group: technical messages.
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('messages-technical')
    expect(await page.locator('#message').textContent()).to.equal(describeError(technical)(errorOf('www.example.com/a b')))
    expect(await page.locator('#message').textContent()).to.match(/^The input begins with the host "www\.example\.com" but no scheme/)
    // Back to the suggestion, taken with the keyboard.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('suggestion')
    await page.keyboard.press('Enter')
    expect(await page.getByLabel('URI', { exact: true }).inputValue()).to.equal('https://www.example.com/a%20b')
    expect(await page.locator('#message').textContent()).to.equal('A valid URI.')
    // Every focusable control has a name a screen reader reads.
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href], [tabindex]')].map((e) => [
        e.id,
        (e as HTMLInputElement).labels?.[0]?.textContent?.trim() || e.getAttribute('aria-label') || e.textContent?.trim() || '',
      ]),
    )
    for (const [id, name] of names) expect(name, id).to.not.equal('')
    await page.close()
  })

  it('the IRI switch: international addresses, the mark on the right character by code points', async () => {
    const { page } = await open('/')
    const typed = 'http://例え.jp/😀 b'
    await typeInto(page, typed)
    expect(await page.locator('#message').textContent()).to.equal(plainOf(errorOf(typed)))
    await page.getByLabel(/International addresses/).check()
    const e = errorOf(typed, 'IRI')
    const at = locate(typed)(e.offset)
    expect([e.offset, at.codePointOffset, at.displayColumn]).to.deep.equal([15, 14, 18])
    expect(await page.locator('#message').textContent()).to.equal(plainOf(e))
    const mark = await page.locator('#marked').evaluate((pre) => ({ before: pre.firstChild?.textContent, mark: pre.querySelector('mark')?.textContent }))
    expect(mark).to.deep.equal({ before: 'http://例え.jp/😀', mark: ' ' })
    await page.getByLabel(/International addresses/).uncheck()
    await typeInto(page, 'http://a.com:8:0')
    // The likeliest reading: the port's ":" is marked, not the end of the input.
    expect(await page.locator('#marked mark').textContent()).to.equal(':')
    expect(await page.locator('#marked').evaluate((pre) => pre.firstChild?.textContent)).to.equal('http://a.com:8')
    await page.close()
  })

  it('what fromUserInput changed is said in the catalog of the switch', async () => {
    const { page } = await open('/')
    await typeInto(page, '  <https://example.com/>  ')
    const read = fromUserInput()('  <https://example.com/>  ')
    if (read._tag === 'Left') throw new Error(describeError(technical)(read.left))
    const words = (catalog: typeof plain): string[] => read.right.changes.map((c) => (catalog.reasons[c.reason.kind] as (r: typeof c.reason) => string)(c.reason))
    expect(await page.locator('#message').textContent()).to.equal(['A valid URI.', ...words(plain)].join(' '))
    await page.getByLabel(/technical/).check()
    expect(await page.locator('#message').textContent()).to.equal(['A valid URI.', ...words(technical)].join(' '))
    await page.close()
  })

  it('keeps a screenshot', async () => {
    const { page } = await open('/')
    await page.setViewportSize({ width: 900, height: 440 })
    await typeInto(page, 'https://example.com/a path?q=1')
    const out = process.env.UPDATE_SCREENSHOT === '1' ? path.join(DEMO, 'screenshot.png') : path.resolve(__dirname, '../.browser/screenshot.png')
    fs.mkdirSync(path.dirname(out), { recursive: true })
    const png = await page.screenshot({ path: out, fullPage: true })
    expect(png.subarray(1, 4).toString()).to.equal('PNG')
    expect(png.length).to.be.greaterThan(10_000)
    await page.close()
  })
})
