/**
 * Families of adversarial inputs: long runs of what a reader could take in more
 * than one way, each as a function of its size. spec/growth.spec.ts checks each
 * is read in linear time; spec/heavy/large-inputs.spec.ts reads each at 10 MB.
 * The number is the family's size n for the growth specs (support/growth.ts:
 * 16n against n), chosen so that the input is below 65,536 characters at n and
 * above it at 16n: a reader that changed its cost per character there (as
 * `isValid` and `parse` did, when a length bound handed over from the regular
 * expression to the generated functions at 4 times the cost) would read 64 or
 * more (bench/cliff.ts measures the cost per character either side).
 */
export const FAMILIES: readonly (readonly [string, (n: number) => string, number])[] = [
  ['a long path', (n) => 'http://a/' + 'ab/'.repeat(n), 5_500],
  ['a long path with an error at the end', (n) => 'http://a/' + 'ab/'.repeat(n) + ' ', 5_500],
  ['percent-escapes', (n) => 'http://a/' + '%41'.repeat(n), 5_500],
  ['percent-escapes, the last one broken', (n) => 'http://a/' + '%41'.repeat(n) + '%4', 5_500],
  ['a long host', (n) => 'http://' + 'a'.repeat(n) + '/', 16_500],
  ['a long host with a space', (n) => 'http://' + 'a'.repeat(n) + ' /', 16_500],
  ['"[" repeated', (n) => 'http://' + '['.repeat(n), 16_500],
  ['"a:" repeated before a missing "@"', (n) => 'http://' + 'a:'.repeat(n) + '/', 8_250],
  ['":" repeated in an IP literal', (n) => 'http://[' + ':'.repeat(n) + ']', 16_500],
  ['"%" repeated', (n) => '%'.repeat(n), 16_500],
  ['a long query and fragment', (n) => '?' + 'a=b&'.repeat(n) + '#' + 'x/'.repeat(n), 2_750],
]
