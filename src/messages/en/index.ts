/**
 * The two English catalogs: `plain`, for a person filling in a form, and
 * `technical`, for a developer or a log. Each is a module of its own.
 *
 * @since 0.4.0
 */
export { plain } from './plain.ts'
export { technical } from './technical.ts'
