/**
 * Every example of RFC 6570, read from the RFC's text (spec/reference/rfc6570.txt, a copy of shared/reference's)
 * rather than retyped: the level tables of section 1.2, the examples of 2.4.1,
 * 2.4.2 and 3.2.2 to 3.2.9, each with the variables its section gives.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { Variables } from '../../src/template/index.ts'

const TEXT = fs.readFileSync(path.join(__dirname, '../reference/rfc6570.txt'), 'utf8').split('\n')

/** Section 3.2's variables (the level tables of 1.2 use the same values). */
export const SECTION_3_2: Variables = {
  count: ['one', 'two', 'three'],
  dom: ['example', 'com'],
  dub: 'me/too',
  hello: 'Hello World!',
  half: '50%',
  var: 'value',
  who: 'fred',
  base: 'http://example.com/home/',
  path: '/foo/bar',
  list: ['red', 'green', 'blue'],
  keys: { semi: ';', dot: '.', comma: ',' },
  v: '6',
  x: '1024',
  y: '768',
  empty: '',
  empty_keys: [],
  undef: null,
}

const VARIABLES: Readonly<Record<string, Variables>> = {
  '2.4.1': { var: 'value', semi: ';' },
  '2.4.2': { year: ['1965', '2000', '2012'], dom: ['example', 'com'] },
}

/** The lines of a section: from its heading to the next heading of any level. */
const sectionLines = (section: string): readonly string[] => {
  const heading = (l: string): boolean => /^\d+(\.\d+)*\.\s{2}\S/.test(l)
  const start = TEXT.findIndex((l) => l.startsWith(`${section}.  `))
  if (start < 0) throw new Error(`no section ${section}`)
  let end = start + 1
  while (end < TEXT.length && !heading(TEXT[end])) end++
  return TEXT.slice(start + 1, end)
}

export interface Example {
  readonly template: string
  readonly expansion: string
  readonly variables: Variables
}

const rows = (section: string, re: RegExp): readonly Example[] =>
  sectionLines(section).flatMap((l) => {
    const m = re.exec(l)
    return m === null ? [] : [{ template: m[1], expansion: m[2], variables: VARIABLES[section] ?? SECTION_3_2 }]
  })

/** Rows of the "Example Template / Expansion" lists (a template begins at column 8). */
const EXAMPLE_ROW = /^ {7}(\S*\{\S*)\s{2,}(\S+)\s*$/
/** Rows of the level tables: "|     |    {var}     value     |". */
const TABLE_ROW = /^ {3}\| {2}.{3}\| {4}(\S+)\s+(\S+)\s*\|$/

/** The examples by section, in the RFC's order. */
export const EXAMPLES: Readonly<Record<string, readonly Example[]>> = {
  '1.2 (levels and expression types)': rows('1.2', TABLE_ROW),
  '2.4.1 (prefix values)': rows('2.4.1', EXAMPLE_ROW),
  '2.4.2 (composite values)': [
    ...rows('2.4.2', EXAMPLE_ROW),
    // The section's prose example, with the address it describes.
    { template: '/mapper{?address*}', expansion: '/mapper?city=Newport%20Beach&state=CA', variables: { address: { city: 'Newport Beach', state: 'CA' } } },
  ],
  '3.2.2 (simple string expansion)': rows('3.2.2', EXAMPLE_ROW),
  '3.2.3 (reserved expansion)': rows('3.2.3', EXAMPLE_ROW),
  '3.2.4 (fragment expansion)': rows('3.2.4', EXAMPLE_ROW),
  '3.2.5 (label expansion)': rows('3.2.5', EXAMPLE_ROW),
  '3.2.6 (path segment expansion)': rows('3.2.6', EXAMPLE_ROW),
  '3.2.7 (path-style parameters)': rows('3.2.7', EXAMPLE_ROW),
  '3.2.8 (form-style query)': rows('3.2.8', EXAMPLE_ROW),
  '3.2.9 (form-style query continuation)': rows('3.2.9', EXAMPLE_ROW),
}

/** How many examples each section holds (counted by hand in the RFC): the reading above must find them all. */
export const EXPECTED_COUNTS: Readonly<Record<string, number>> = {
  '1.2 (levels and expression types)': 66,
  '2.4.1 (prefix values)': 5,
  '2.4.2 (composite values)': 3,
  '3.2.2 (simple string expansion)': 16,
  '3.2.3 (reserved expansion)': 17,
  '3.2.4 (fragment expansion)': 12,
  '3.2.5 (label expansion)': 14,
  '3.2.6 (path segment expansion)': 14,
  '3.2.7 (path-style parameters)': 13,
  '3.2.8 (form-style query)': 10,
  '3.2.9 (form-style query continuation)': 10,
}
