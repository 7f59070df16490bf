/**
 * The text of src/grammar/generated.ts for the grammar as it is now: `npm run generate`
 * writes it, spec/grammar/generated.spec.ts checks the file equals it.
 */
import { grammarModule } from '../../src/grammar/compile.ts'
import { ROOTS } from '../../src/grammar/entry.ts'
import { sourceHash } from '../../src/grammar/internal.ts'

export const generatedSource = (): string => {
  const { source } = grammarModule(ROOTS)
  return `${source}\nexport const sourceHash = '${sourceHash(source)}'\n`
}

if (require.main === module) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('node:fs').writeFileSync(require('node:path').join(__dirname, '../../src/grammar/generated.ts'), generatedSource())
}
