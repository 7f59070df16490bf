/**
 * Calls every exported function of every entry point (typedoc.json's) with a
 * list of values, and each function a call returns with another list, two
 * levels down (`resolveWith(options)(base)(reference)`): what spec/totality.spec.ts (nothing throws) and spec/purity.spec.ts
 * (nothing changes what it is given) each look at. Constants and classes
 * (names that begin with a capital) are not called.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'

const root = path.resolve(__dirname, '../..')

/** typedoc.json's entry points, as paths from the repository's root. */
export const entries: readonly string[] = (JSON.parse(fs.readFileSync(path.join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[] }).entryPoints

/** Every exported function, as `entry:name` and the function. */
export const exportedFunctions = async (): Promise<readonly (readonly [string, (v: unknown) => unknown])[]> => {
  const found: (readonly [string, (v: unknown) => unknown])[] = []
  for (const entry of entries) {
    const mod = (await import(path.join(root, entry))) as Record<string, unknown>
    for (const [key, value] of Object.entries(mod)) if (typeof value === 'function' && !/^[A-Z]/.test(key)) found.push([`${entry}:${key}`, value as (v: unknown) => unknown])
  }
  return found
}

/** A value as a sweep's report names it (a hostile proxy's, whose every read throws, as "a hostile object"). */
const shown = (v: unknown): string => {
  try {
    return shownOf(v)
  } catch {
    return 'a hostile object'
  }
}

const shownOf = (v: unknown): string =>
  typeof v === 'string'
    ? JSON.stringify(v.slice(0, 12))
    : typeof v === 'symbol' || typeof v === 'bigint'
      ? typeof v
      : typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === null
        ? 'Object.create(null)'
        : Array.isArray(v)
          ? `[${v.length}]`
          : String(v)

export interface SweepOptions {
  /** What each exported function is called with. */
  readonly values: readonly unknown[]
  /** What each function a call returns is called with. */
  readonly inner: readonly unknown[]
  /** Exports left out, by `entry:name`. */
  readonly skip?: (name: string) => boolean
  /** A call that threw (`where` names the calls that led to it, with the values). */
  readonly threw: (where: string, e: unknown) => void
}

/** Runs the sweep; gives how many functions it called and how many calls it made (after any promise a call gave has settled). */
export const sweepExports = async (o: SweepOptions): Promise<{ readonly functions: number; readonly calls: number }> => {
  const settled: Promise<void>[] = []
  let calls = 0
  const call = (name: string, f: (v: unknown) => unknown, v: unknown, depth: number): void => {
    calls++
    const where = `${name}(${shown(v)})`
    let r: unknown
    try {
      r = f(v)
    } catch (e) {
      o.threw(where, e)
      return
    }
    if (r instanceof Promise)
      settled.push(
        r.then(
          () => undefined,
          (e: unknown) => o.threw(`${where}, a promise`, e),
        ),
      )
    else if (typeof r === 'function' && depth < 2) for (const w of o.inner) call(where, r as (v: unknown) => unknown, w, depth + 1)
  }
  let functions = 0
  for (const [name, f] of await exportedFunctions()) {
    if (o.skip?.(name) === true) continue
    functions++
    for (const v of o.values) call(name, f, v, 0)
  }
  await Promise.all(settled)
  return { functions, calls }
}
