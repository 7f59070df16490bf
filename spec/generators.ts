/** fast-check generators shared by the specs. */
import * as fc from 'fast-check'

/** Strings over the characters that matter to the grammar, most of them valid URI references. */
export const uriLike: fc.Arbitrary<string> = fc.stringMatching(
  /^([a-zA-Z][a-zA-Z0-9+.-]*:)?(\/\/([a-zA-Z0-9.:%@!$&'()*+,;=-]*|\[[0-9a-fA-F:.]*\])(:[0-9]*)?)?[a-zA-Z0-9/.:@%!$&'()*+,;=_~-]*(\?[a-zA-Z0-9/?:@=&%.]*)?(#[a-zA-Z0-9/?:@=&%.]*)?$/,
)
