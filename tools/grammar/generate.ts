/**
 * `npm run generate`: writes src/grammar/read/generated.ts, the compiled grammar
 * (compile.ts) of every set of options the package reads with (RFC 3986, with
 * RFC 6874 zone identifiers, RFC 3987 IRIs, both). spec/grammar/no-codegen.spec.ts
 * checks the file is what the grammar generates now.
 */
import * as actions from '../../src/grammar/actions.ts'
import { IRI_ROOTS, REGEX_ROOTS, ROOTS } from '../../src/grammar/entry.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { componentTableSources } from '../../src/grammar/table-sources.ts'
import { grammarModule, type Root } from './compile.ts'

/** Each generated file, by its path from the repository's root, with its text. */
export const generatedSources = (merge = true): Readonly<Record<string, string>> => {
  const roots: Root[] = [...ROOTS, ...IRI_ROOTS].map(([name, rule, variant]) => ({ name, node: irOf(rule), variant, regex: REGEX_ROOTS.has(name) }))
  return { 'src/grammar/read/generated.ts': grammarModule(roots, actions, componentTableSources, { merge, named: ['URI', 'IRI'] }) }
}

if (require.main === module) {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const fs = require('node:fs')
  const path = require('node:path')
  const merge = !process.argv.includes('--no-merge')
  for (const [file, text] of Object.entries(generatedSources(merge))) fs.writeFileSync(path.join(__dirname, '../..', file), text)
}
