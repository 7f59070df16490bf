/**
 * The form page's script (docs/demo/index.html), bundled by `npm run demo`
 * into demo.js from the package's ES modules. It writes only text nodes
 * (never HTML built from the input), so what is typed cannot become markup.
 *
 * Accessibility: the message under the field changes as the person types (the
 * field names it with aria-describedby), and the page's one live region,
 * polite, repeats it once typing pauses, so a screen reader is not made to
 * read every keystroke's verdict.
 */
import { fromUserInput, isValid, suggestFix, toComponents, type Change, type Components, type UriError, type UserInput } from 'typed-uri'
import { describeError, locate, plain, technical as technicalWords, type Catalog } from 'typed-uri/messages'
import { inspect } from 'typed-uri/security'

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T

const input = $<HTMLInputElement>('uri')
const message = $<HTMLParagraphElement>('message')
const markedBox = $<HTMLDivElement>('marked-box')
const marked = $<HTMLPreElement>('marked')
const suggestion = $<HTMLButtonElement>('suggestion')
const iri = $<HTMLInputElement>('iri')
const technical = $<HTMLInputElement>('messages-technical')
const announce = $<HTMLParagraphElement>('announce')
const valid = $<HTMLElement>('valid')
const rows = $<HTMLTableElement>('components').tBodies[0]
const warnings = $<HTMLUListElement>('warnings')

/** How long typing must pause before the live region speaks. */
const ANNOUNCE_AFTER_MS = 800

const LABELS: readonly (readonly [keyof Components, string])[] = [
  ['scheme', 'scheme'],
  ['userinfo', 'user information'],
  ['host', 'host'],
  ['hostKind', 'host kind'],
  ['port', 'port'],
  ['path', 'path'],
  ['query', 'query'],
  ['fragment', 'fragment'],
]

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag)
  e.textContent = text
  if (className !== undefined) e.className = className
  return e
}

/** The catalog the page words everything with: plain words, or the parser's (the switch). */
const catalog = (): Catalog => (technical.checked ? technicalWords : plain)

/** What fromUserInput changed, in the catalog's words (a change's reason is one of the catalog's reasons). */
const changeWords = (c: Change): string => (catalog().reasons[c.reason.kind] as (reason: Change['reason']) => string)(c.reason)

/**
 * The input again, with the character at fault in a <mark>: where the likeliest
 * reading breaks (the ":" of "a.com:8:0"), else at the error's offset. Counted
 * in code points (`locate`'s `codePointOffset`), so an emoji is marked whole.
 */
const showMark = (text: string, e: UriError): void => {
  const chars = Array.from(text)
  const at = locate(text)(e.likely?.offset ?? e.offset).codePointOffset
  marked.replaceChildren(document.createTextNode(chars.slice(0, at).join('')), element('mark', chars[at] ?? ' '), document.createTextNode(chars.slice(at + 1).join('')))
  markedBox.hidden = false
}

let pending: ReturnType<typeof setTimeout> | undefined

/** Says the message in the live region once typing has paused (each keystroke restarts the wait). */
const announceLater = (): void => {
  if (pending !== undefined) clearTimeout(pending)
  pending = setTimeout(() => {
    pending = undefined
    announce.textContent = message.textContent
  }, ANNOUNCE_AFTER_MS)
}

const showError = (text: string, e: UriError): void => {
  input.setAttribute('aria-invalid', 'true')
  message.className = 'error'
  message.textContent = describeError(catalog())(e)
  showMark(text, e)
  const fix = suggestFix(text)(e)
  suggestion.hidden = fix._tag === 'None'
  if (fix._tag === 'Some') {
    suggestion.textContent = `Did you mean ${fix.value}?`
    suggestion.dataset.value = fix.value
  }
  valid.hidden = true
}

const showValid = (read: UserInput): void => {
  input.setAttribute('aria-invalid', 'false')
  const w = inspect()(read.uri)
  const kind = iri.checked ? 'IRI' : 'URI'
  // Warnings are part of the verdict: a valid address with security notes is not plain success.
  const verdict = w.length === 0 ? `A valid ${kind}.` : `A valid ${kind}, with ${w.length === 1 ? 'a security note' : `${w.length} security notes`}: read ${w.length === 1 ? 'it' : 'them'} below.`
  message.className = w.length === 0 ? 'ok' : 'warn'
  message.textContent = [verdict, ...read.changes.map(changeWords)].join(' ')
  markedBox.hidden = true
  suggestion.hidden = true
  const c = toComponents(read.uri)
  rows.replaceChildren(
    ...LABELS.map(([key, label]) => {
      const tr = document.createElement('tr')
      const v = c[key]
      tr.append(element('th', label), v === null ? element('td', 'absent', 'absent') : element('td', v === '' ? '(empty)' : v))
      tr.firstElementChild?.setAttribute('scope', 'row')
      return tr
    }),
  )
  warnings.replaceChildren(...(w.length === 0 ? [element('li', 'None.')] : w.map((x) => element('li', `${describeError(catalog())(x)} (section ${x.section})`))))
  valid.hidden = false
}

const check = (): void => {
  const text = input.value
  if (text.trim() === '') {
    input.removeAttribute('aria-invalid')
    message.className = ''
    message.textContent = ''
    markedBox.hidden = true
    suggestion.hidden = true
    valid.hidden = true
  } else {
    // Whether the text is a URI-reference exactly as typed (isValid: the grammar's regular expression), for a style sheet to read.
    input.dataset.asTyped = isValid(text) ? 'valid' : 'invalid'
    // The tidying a form does for people (spaces around, <…>, "URL:"), then the strict grammar: RFC 3986's, or RFC 3987's for IRIs.
    const r = fromUserInput({ rule: iri.checked ? 'IRI' : 'URI' })(text)
    if (r._tag === 'Left') showError(text, r.left)
    else showValid(r.right)
  }
  announceLater()
}

input.addEventListener('input', check)
iri.addEventListener('change', check)
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="messages"]')) radio.addEventListener('change', check)
suggestion.addEventListener('click', () => {
  input.value = suggestion.dataset.value ?? input.value
  check()
  input.focus()
})
document.getElementById('form')?.addEventListener('submit', (e) => e.preventDefault())
check()
