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
import { fromUserInput, inspect, type UriError } from '../../src/index.ts'

const DEMO = path.resolve(__dirname, '../../docs/demo')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png' }

/** Serves docs/demo/ on 127.0.0.1; under /csp/ with a Content-Security-Policy header as a server would send it. */
const serve = (): Promise<http.Server> =>
  new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const csp = url.pathname.startsWith('/csp/')
      const rel = (csp ? url.pathname.slice(4) : url.pathname).replace(/^\/+/, '') || 'index.html'
      const file = path.join(DEMO, path.normalize(rel))
      if (!file.startsWith(DEMO + path.sep) || !fs.existsSync(file)) {
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

const errorOf = (text: string): UriError => {
  const r = fromUserInput()(text)
  if (r._tag === 'Right') throw new Error(`valid: ${text}`)
  return r.left
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
      it('as the person types: the message in role="alert", the character marked, the suggestion applied, the components shown', async () => {
        const { page, problems } = await open(variant)
        const typed = 'http://example.com/a b'
        await typeInto(page, typed)
        const e = errorOf(typed)
        const alert = page.getByRole('alert')
        expect(await alert.textContent()).to.equal(e.message)
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
        expect(await page.getByRole('alert').textContent()).to.equal(e.message)
        expect(await page.locator('#marked img').count()).to.equal(0)
        await typeInto(page, 'http://user:secret@127.0.0.1/')
        const risky = fromUserInput()('http://user:secret@127.0.0.1/')
        if (risky._tag === 'Left') throw new Error(risky.left.message)
        const want = inspect()(risky.right.uri)
        expect(want.length).to.be.greaterThan(0)
        const items = await page.locator('#warnings li').allTextContents()
        expect(items).to.deep.equal(want.map((w) => `${w.message} (section ${w.section})`))
        expect(problems).to.deep.equal([])
        await page.close()
      })
    })
  }

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
