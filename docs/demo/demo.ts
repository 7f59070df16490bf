/**
 * The form page's script (docs/demo/index.html), bundled by `npm run demo`
 * into demo.js from the package's ES modules. It writes only text nodes
 * (never HTML built from the input), so what is typed cannot become markup.
 */
import { fromUserInput, inspect, isValid, suggestFix, toComponents, type Components, type UriError, type UserInput } from 'typed-uri'

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T

const input = $<HTMLInputElement>('uri')
const message = $<HTMLParagraphElement>('message')
const marked = $<HTMLPreElement>('marked')
const suggestion = $<HTMLButtonElement>('suggestion')
const valid = $<HTMLElement>('valid')
const rows = $<HTMLTableElement>('components').tBodies[0]
const warnings = $<HTMLUListElement>('warnings')

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

/** The input again, with the character at the error's offset (a whole code point, or a space past the end) in a <mark>. */
const showMark = (text: string, e: UriError): void => {
  const at = e.offset
  const found = e.found ?? ' '
  marked.replaceChildren(document.createTextNode(text.slice(0, at)), element('mark', found), document.createTextNode(text.slice(at + (e.found?.length ?? 0))))
  marked.hidden = false
}

const showError = (text: string, e: UriError): void => {
  input.setAttribute('aria-invalid', 'true')
  message.className = 'error'
  message.textContent = e.message
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
  message.className = 'ok'
  message.textContent = ['A valid URI.', ...read.changes.map((c) => c.message)].join(' ')
  marked.hidden = true
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
  const w = inspect()(read.uri)
  warnings.replaceChildren(...(w.length === 0 ? [element('li', 'None.')] : w.map((x) => element('li', `${x.message} (section ${x.section})`))))
  valid.hidden = false
}

const check = (): void => {
  const text = input.value
  if (text.trim() === '') {
    input.removeAttribute('aria-invalid')
    message.className = ''
    message.textContent = ''
    marked.hidden = true
    suggestion.hidden = true
    valid.hidden = true
    return
  }
  // Whether the text is a URI-reference exactly as typed (isValid: the grammar's regular expression), for a style sheet to read.
  input.dataset.asTyped = isValid(text) ? 'valid' : 'invalid'
  // The tidying a form does for people (spaces around, <…>, "URL:"), then the strict grammar.
  const r = fromUserInput()(text)
  if (r._tag === 'Left') showError(text, r.left)
  else showValid(r.right)
}

input.addEventListener('input', check)
suggestion.addEventListener('click', () => {
  input.value = suggestion.dataset.value ?? input.value
  check()
  input.focus()
})
document.getElementById('form')?.addEventListener('submit', (e) => e.preventDefault())
check()
