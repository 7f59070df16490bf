/**
 * Why an error happened, where its code alone does not say: one union of kinds,
 * each with its parameters, gathered from the concerns that give them. A catalog
 * (`typed-uri/messages`) has a sentence for every kind, so a new kind without its
 * sentence in every catalog fails to compile. Types only, importing only leaves.
 *
 * @since 0.4.0
 */
import type { AdapterReason } from './reasons/adapters.ts'
import type { ConversionReason } from './reasons/conversion.ts'
import type { OptionsReason } from './reasons/options.ts'
import type { SchemeReason } from './reasons/schemes.ts'
import type { TemplateReason } from './reasons/template.ts'

export type { AdapterReason, FeatureOption } from './reasons/adapters.ts'
export type { ConversionReason } from './reasons/conversion.ts'
export type { OptionsReason } from './reasons/options.ts'
export type { SchemeReason } from './reasons/schemes.ts'
export type { TemplateReason } from './reasons/template.ts'

/**
 * Why an error happened, with its parameters: a kind per case a catalog words.
 *
 * @since 0.4.0
 * @category model
 */
export type Reason = OptionsReason | SchemeReason | TemplateReason | ConversionReason | AdapterReason

/**
 * The kinds of reasons.
 *
 * @since 0.4.0
 * @category model
 */
export type ReasonKind = Reason['kind']

/**
 * The reason of one kind.
 *
 * @since 0.4.0
 * @category model
 */
export type ReasonOf<K extends ReasonKind> = Extract<Reason, { readonly kind: K }>
