/**
 * The text of src/grammar/generated.ts (RFC 3986) and generated-iri.ts (RFC 3987)
 * for the grammar as it is now: `npm run generate` writes them,
 * spec/grammar/no-codegen.spec.ts checks the files equal them.
 */
import * as actions from '../../src/grammar/actions.ts'
import { generateModule } from '../../src/grammar/compile.ts'
import { IRI_ROOTS, REGEX_ROOTS, ROOTS } from '../../src/grammar/entry.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { componentTableSources } from '../../src/grammar/table-sources.ts'

/** Each generated file, by its name in src/grammar/, with its text. */
export const generatedSources = (): Readonly<Record<string, string>> => {
  const uri = generateModule(
    ROOTS.map(([name, rule]) => ({ name, node: irOf(rule), regex: REGEX_ROOTS.has(name) })),
    actions,
    componentTableSources,
  )
  // The IRI grammar imports the rules it shares with RFC 3986's (scheme, port, IP literals …) from generated.ts.
  const iri = generateModule(
    IRI_ROOTS.map(([name, rule]) => ({ name, node: irOf(rule), regex: REGEX_ROOTS.has(name) })),
    actions,
    {},
    undefined,
    { path: './generated.ts', named: uri.named, pieces: uri.pieces },
  )
  return { 'generated.ts': uri.text, 'generated-iri.ts': iri.text }
}

if (require.main === module) {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const fs = require('node:fs')
  const path = require('node:path')
  for (const [file, text] of Object.entries(generatedSources())) fs.writeFileSync(path.join(__dirname, '../../src/grammar', file), text)
}
