/**
 * fp-ts's Either and Option values, made here: the same plain objects
 * (`{ _tag: 'Right', right }`, `{ _tag: 'Some', value }`) that fp-ts makes and
 * reads, typed as fp-ts's own types. The parse path uses these rather than
 * importing fp-ts at run time: fp-ts ships its modules to Node as CommonJS
 * (its ES modules have no `exports` entry Node can load), which bundlers
 * cannot trim, so importing `right` would bundle all of `Either`. The public API keeps fp-ts's types.
 *
 * @since 0.2.0
 */
import type { Either, Left, Right } from 'fp-ts/lib/Either.js'
import type { Option } from 'fp-ts/lib/Option.js'

/** fp-ts's `E.right`. */
export const right = <A, E = never>(right: A): Either<E, A> => ({ _tag: 'Right', right })

/** fp-ts's `E.left`. */
export const left = <E, A = never>(left: E): Either<E, A> => ({ _tag: 'Left', left })

/** fp-ts's `E.isLeft`. */
export const isLeft = <E, A>(e: Either<E, A>): e is Left<E> => e._tag === 'Left'

/** fp-ts's `E.isRight`. */
export const isRight = <E, A>(e: Either<E, A>): e is Right<A> => e._tag === 'Right'

/** fp-ts's `O.some`. */
export const some = <A>(value: A): Option<A> => ({ _tag: 'Some', value })

/** fp-ts's `O.none`. */
export const none: Option<never> = { _tag: 'None' }
