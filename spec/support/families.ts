/**
 * Families of adversarial inputs: long runs of what a reader could take in more
 * than one way, each as a function of its size. spec/growth.spec.ts checks each
 * is read in linear time; spec/heavy/large-inputs.spec.ts reads each at 10 MB.
 * The number is the family's size n for the growth specs (support/growth.ts:
 * 16n against n), chosen so that its input is above 65,536 characters, where
 * `isValid` and `parse` hand over from the regular expression: both sizes are
 * read the same way, so the ratio is the growth of one reader (the hand-over is
 * bench/run.ts's to measure).
 */
export const FAMILIES: readonly (readonly [string, (n: number) => string, number])[] = [
  ['a long path', (n) => 'http://a/' + 'ab/'.repeat(n), 22_000],
  ['a long path with an error at the end', (n) => 'http://a/' + 'ab/'.repeat(n) + ' ', 22_000],
  ['percent-escapes', (n) => 'http://a/' + '%41'.repeat(n), 22_000],
  ['percent-escapes, the last one broken', (n) => 'http://a/' + '%41'.repeat(n) + '%4', 22_000],
  ['a long host', (n) => 'http://' + 'a'.repeat(n) + '/', 66_000],
  ['a long host with a space', (n) => 'http://' + 'a'.repeat(n) + ' /', 66_000],
  ['"[" repeated', (n) => 'http://' + '['.repeat(n), 66_000],
  ['"a:" repeated before a missing "@"', (n) => 'http://' + 'a:'.repeat(n) + '/', 33_000],
  ['":" repeated in an IP literal', (n) => 'http://[' + ':'.repeat(n) + ']', 66_000],
  ['"%" repeated', (n) => '%'.repeat(n), 66_000],
  ['a long query and fragment', (n) => '?' + 'a=b&'.repeat(n) + '#' + 'x/'.repeat(n), 11_000],
]
