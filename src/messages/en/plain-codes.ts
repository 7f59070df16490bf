/**
 * The error messages for people filling in a form: what is wrong and how to fix
 * it, in everyday words, with no grammar rule names. GOV.UK's guidance on
 * error messages is the model ("Enter a web address that starts with
 * https://"). `plain` (catalogs.ts) holds them.
 *
 * @since 0.4.0
 */
import type { UriError, UriErrorCode } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import { ownEntry } from '../../base/options.ts'
import type { Sentences } from './technical-codes.ts'

/** Whether a code unit ends a word of an address (one of / ? # = & : @ [ ] . and the space): what "after '…'" quotes stops at. */
const isDelimiter = (c: number): boolean =>
  c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26 || c === 0x3a || c === 0x40 || c === 0x5b || c === 0x5d || c === 0x2e || c === 0x20

/** The last word before the error ("a" in ".../a b"), or the last character when it is a delimiter. */
const wordBefore = (before: string): string => {
  let k = before.length
  // Code units, not one-character strings and a search of a string for each: the message's loop of a form's refusal.
  while (k > 0 && !isDelimiter(before.charCodeAt(k - 1))) k--
  if (k === before.length) return before.slice(-1)
  return before.slice(k)
}

/** "after 'a'", or "at the start" when nothing comes before. */
const after = (before: string): string => (before === '' ? 'at the start' : `after '${wordBefore(before)}'`)

const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/** Maps, not objects: a keyed lookup of an object with an own-property test took a tenth of a plain sentence. */
const NAMES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  [' ', 'the space'],
  ['\t', 'the tab'],
  ['\n', 'the line break'],
  ['\r', 'the line break'],
  ['\\', 'the backslash (\\)'],
  ['"', 'the double quote (")'],
])

/** A character as a person names it: "the space", "the "<"". */
const named = (c: string): string => {
  const n = NAMES.get(c)
  if (n !== undefined) return n
  const cp = c.codePointAt(0) as number
  // No ASCII character is of these categories: the /u expression is asked only past U+009F.
  if (isLoneSurrogate(c) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp > 0x9f && /^[\p{Cf}\p{Co}\p{Zl}\p{Zp}]$/u.test(c))) return 'the hidden character'
  return `the "${c}"`
}

/** The part of the address an error is in, as a form would name it (null where it has no everyday name). */
const PARTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['scheme', 'the part before "://"'],
  ['userinfo', 'the user name or password'],
  ['iuserinfo', 'the user name or password'],
  ['host', 'the website name'],
  ['ihost', 'the website name'],
  ['reg-name', 'the website name'],
  ['ireg-name', 'the website name'],
  ['IPv4address', 'the IP address'],
  ['IP-literal', 'the IP address in square brackets'],
  ['IPv6address', 'the IP address in square brackets'],
  ['IPvFuture', 'the IP address in square brackets'],
  ['port', 'the port number'],
  ['query', 'the part after "?"'],
  ['iquery', 'the part after "?"'],
  ['fragment', 'the part after "#"'],
  ['ifragment', 'the part after "#"'],
])

const partOf = (e: UriError): string | null => {
  for (let k = e.rulePath.length - 1; k >= 0; k--) {
    const part = PARTS.get(e.rulePath[k])
    if (part !== undefined) return part
  }
  return null
}

/** The example an address of the error's rule looks like. */
const example = (e: UriError): string => (e.rule === 'relative-ref' || e.rule === 'irelative-ref' ? '/about/contact' : 'https://www.example.com')

/** What kind of address a scheme's rule reads, in words. */
const KINDS: Readonly<Record<string, string>> = {
  'http-URI': 'web address',
  'https-URI': 'web address',
  'ws-URI': 'WebSocket address',
  'wss-URI': 'WebSocket address',
  mailtoURI: 'email link',
  namestring: 'URN',
  'file-URI': 'file address',
  dataurl: 'data address',
}

/** How to write a character that cannot stand as it is: its %-form, or "a forward slash (/)" for a backslash. */
const insteadOf = (c: string): string => (c === '\\' ? 'a forward slash (/)' : utf8PercentEncoding(c))

/** The plain sentence of each code: what is wrong and what to do, in words a person filling in a form understands. */
export const plainCodes: Sentences<UriErrorCode> = {
  'empty-input': (e) => `Enter an address, like ${example(e)}`,
  'missing-scheme': (e) =>
    e.likely?.part === 'scheme'
      ? `Enter a web address that starts with https://, like https://${e.likely.text}`
      : 'Enter a web address that starts with https://, like https://www.example.com',
  'invalid-character': (e) => {
    if (e.found === null) return `The address stops too soon ${after(e.before)}: finish it, like ${example(e)}`
    const c = e.found
    const what = named(c)
    const part = partOf(e)
    if (part === 'the website name') return `Remove ${what} ${after(e.before)}: a website name can only contain letters, numbers, hyphens (-) and dots (.)`
    if (part === 'the port number') return `Remove ${what} ${after(e.before)}: a port number can only contain digits, like :8080`
    // A template's variable name (between "{" and "}"): what it may hold, not how to encode what it may not.
    if (e.rulePath.includes('expression') && e.expected.includes('ALPHA'))
      return `Remove ${what} ${after(e.before)}: a variable name can only contain letters, digits and underscores (_), with a dot (.) between them`
    if (what === 'the hidden character' || c === '\n' || c === '\r' || c === '\t') return `Remove ${what} ${after(e.before)}`
    return `Remove ${what} ${after(e.before)}, or replace it with ${insteadOf(c)}`
  },
  'non-ascii': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `Remove the broken character ${after(e.before)}`
    return `Replace "${c}" ${after(e.before)} with ${utf8PercentEncoding(c)}, or remove it`
  },
  'bad-percent-encoding': (e) =>
    // The error is at the character after "%" (or "%X"): the sign itself is what to rewrite.
    `Write the % sign ${after(e.before.slice(0, Math.max(0, e.before.lastIndexOf('%'))))} as %25, or follow it with two digits or letters from A to F, like %20`,
  'unclosed-ip-literal': (e) => `Add a closing square bracket (]) ${after(e.before)}`,
  'invalid-ipv6': (e) => `Check the IP address in square brackets: ${e.found === null ? 'it stops too soon' : `${named(e.found)} ${after(e.before)} cannot be in it`}`,
  'invalid-port': (e) => {
    if (e.likely?.part === 'port') {
      const digits = /^[0-9]*/.exec(e.likely.text)?.[0] ?? ''
      const where = digits === '' ? 'straight after the colon' : `after '${digits}'`
      const fix = e.likely.found === null ? '' : `: remove ${named(e.likely.found)} ${where}`
      return `The port number "${e.likely.text}" can only contain digits, like :8080${fix}`
    }
    return `The port number can only contain digits, like :8080${e.found === null ? '' : `: remove ${named(e.found)} ${after(e.before)}`}`
  },
  'unexpected-end': (e) => {
    const part = partOf(e)
    return part === null ? `The address stops too soon ${after(e.before)}: finish it, like ${example(e)}` : `The address stops too soon ${after(e.before)}: finish ${part}`
  },
  'too-long': (e) => `Enter an address of ${(e.maxLength ?? e.offset).toLocaleString('en-US')} characters or fewer`,
  'invalid-options': () => 'The address could not be checked, because this form is set up wrongly: contact the people who run the site',
  'disallowed-code-point': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `Remove the broken character ${after(e.before)}`
    return `Remove ${named(c)} ${after(e.before)}, or replace it with ${utf8PercentEncoding(c)}`
  },
  'zone-id-not-enabled': (e) => `Remove the "%" and what follows it in the IP address ${after(e.before)}: this form does not accept a network name there`,
  'zone-id-needs-25': () => 'Write the "%" in the IP address as "%25", like [fe80::1%25eth0]',
  'invalid-idna-label': () => 'Check the spelling of the website name: part of it cannot be used in a web address',
  'idna-label-too-long': () => 'Shorten the website name: each part between dots must be 63 letters or fewer once written for the web',
  'unclosed-expression': (e) => `Add a closing brace (}) ${after(e.before)}`,
  'reserved-operator': (e) => `Remove ${e.found === null ? 'the sign' : named(e.found)} after "{": a placeholder starts with a name, or with one of + # . / ; ? &`,
  'invalid-expansion': () => 'A value given for the address cannot be put into it: check the values',
  'scheme-violation': (e) => `Check the ${ownEntry(KINDS, e.rule) ?? 'address'}: it is not written the way this kind of address must be`,
  'component-conflict': () => 'This part cannot go with the rest of the address: check it against the other parts',
  'not-expressible': () => 'This address pattern uses a feature the other kind of pattern does not have: rewrite that part',
}
