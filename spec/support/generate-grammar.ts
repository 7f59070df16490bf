/**
 * The text of src/grammar/generated.ts for the grammar as it is now: `npm run generate`
 * writes it, spec/grammar/no-codegen.spec.ts checks the file equals it.
 */
import * as actions from '../../src/grammar/actions.ts'
import { grammarModule } from '../../src/grammar/compile.ts'
import { ROOTS } from '../../src/grammar/entry.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { componentTableSources } from '../../src/grammar/table-sources.ts'

export const generatedSource = (): string =>
  grammarModule(
    ROOTS.map(([name, rule]) => ({ name, node: irOf(rule) })),
    actions,
    componentTableSources,
  )

if (require.main === module) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('node:fs').writeFileSync(require('node:path').join(__dirname, '../../src/grammar/generated.ts'), generatedSource())
}
