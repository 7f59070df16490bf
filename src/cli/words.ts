/**
 * The CLI's words for errors: the technical English catalog, a terminal being
 * a developer's place. The one module of the CLI that names a catalog.
 */
import type { Fact } from '../messages/catalog.ts'
import { describeError } from '../messages/describe.ts'
import { technical } from '../messages/en/technical.ts'
import { formatError } from '../messages/format.ts'

/** A fact's sentence. */
export const describe: (fact: Fact) => string = describeError(technical)

/** A fact's code frame in its input. */
export const frame: (input: string) => (fact: Fact) => string = formatError(technical)
