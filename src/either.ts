/**
 * fp-ts's Either values, made here: the same plain objects
 * (`{ _tag: 'Right', right }`, `{ _tag: 'Left', left }`) that fp-ts makes and
 * reads, typed as fp-ts's own types. The parse path uses these rather than
 * importing fp-ts at run time: fp-ts ships its modules to Node as CommonJS
 * (its ES modules have no `exports` entry Node can load), which bundlers
 * cannot trim, so importing `right` would bundle all of `Either`.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'

/** fp-ts's `E.right`. */
export const right = <A, E = never>(right: A): Either<E, A> => ({ _tag: 'Right', right })

/** fp-ts's `E.left`. */
export const left = <E, A = never>(left: E): Either<E, A> => ({ _tag: 'Left', left })
