/**
 * The version the `uri` command reports. Pure but for the reader it is given.
 */
import * as path from 'node:path'

/**
 * The version of the package this file belongs to: the nearest package.json
 * above it named "typed-uri" (the built files sit below dist/cjs, whose own
 * package.json only says "type": "commonjs").
 */
export const versionFrom = (start: string, read: (file: string) => string | null): string => {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const text = read(path.join(dir, 'package.json'))
    if (text !== null) {
      try {
        const pkg = JSON.parse(text) as { name?: unknown; version?: unknown }
        if (pkg.name === 'typed-uri' && typeof pkg.version === 'string') return pkg.version
      } catch {
        // not JSON: keep looking above
      }
    }
    if (path.dirname(dir) === dir) return 'unknown'
  }
}
