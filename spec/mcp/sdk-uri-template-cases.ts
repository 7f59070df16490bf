/**
 * The test cases of the MCP TypeScript SDK's `UriTemplate`
 * (modelcontextprotocol/typescript-sdk, `test/shared/uriTemplate.test.ts`,
 * formerly `src/shared/uriTemplate.test.ts`), copied as data: each case's
 * inputs and what the SDK's test expects, in the file's order, named by its
 * `describe` and `it`. The file is the one of the 1.x line the installed SDK
 * (1.32.2) is built from: unchanged since 1.25.2, and every expectation holds
 * for the installed SDK (spec/mcp/uri-template.spec.ts checks it). The SDK's
 * code is not copied; spec/mcp/uri-template.spec.ts runs the cases against
 * typed-uri's class.
 *
 * The SDK's notice:
 *
 * MIT License
 *
 * Copyright (c) 2024 Anthropic, PBC
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 */

/** What the SDK's test expects: a value, a throw or none, or (CVE-2026-0621's cases) an answer in under so many milliseconds. */
export type SdkExpectation = { readonly value: unknown } | { readonly throws: boolean } | { readonly underMs: number }

export interface SdkCase {
  /** A name of our own for the case, by which the spec gives our answer where it is another. */
  readonly id: string
  /** The SDK's test: its `describe`, then its `it`. */
  readonly test: string
  /** What is called: `UriTemplate.isTemplate(template)`, `new UriTemplate(template)`, and the instance's `expand(input)`, `match(input)`, `variableNames`. */
  readonly call: 'isTemplate' | 'new' | 'expand' | 'match' | 'variableNames'
  readonly template: string
  readonly input?: unknown
  readonly sdk: SdkExpectation
}

const long = 'x'.repeat(100000)
const longName = 'a'.repeat(10000)
const nested = '{a}{b}{c}{d}{e}{f}{g}{h}{i}{j}'.repeat(1000)
const manyExpressions = Array(10000).fill('{param}').join('')

export const SDK_CASES: readonly SdkCase[] = [
  // describe('isTemplate')
  ...['{foo}', '/users/{id}', 'http://example.com/{path}/{file}', '/search{?q,limit}'].map(
    (t, k): SdkCase => ({
      id: `isTemplate-true-${k}`,
      test: 'isTemplate: should return true for strings containing template expressions',
      call: 'isTemplate',
      template: t,
      sdk: { value: true },
    }),
  ),
  ...['', 'plain string', 'http://example.com/foo/bar', '{}', '{ }'].map(
    (t, k): SdkCase => ({
      id: `isTemplate-false-${k}`,
      test: 'isTemplate: should return false for strings without template expressions',
      call: 'isTemplate',
      template: t,
      sdk: { value: false },
    }),
  ),
  // describe('simple string expansion')
  {
    id: 'expand-simple',
    test: 'simple string expansion: should expand simple string variables',
    call: 'expand',
    template: 'http://example.com/users/{username}',
    input: { username: 'fred' },
    sdk: { value: 'http://example.com/users/fred' },
  },
  {
    id: 'names-simple',
    test: 'simple string expansion: should expand simple string variables',
    call: 'variableNames',
    template: 'http://example.com/users/{username}',
    sdk: { value: ['username'] },
  },
  { id: 'expand-two', test: 'simple string expansion: should handle multiple variables', call: 'expand', template: '{x,y}', input: { x: '1024', y: '768' }, sdk: { value: '1024,768' } },
  { id: 'names-two', test: 'simple string expansion: should handle multiple variables', call: 'variableNames', template: '{x,y}', sdk: { value: ['x', 'y'] } },
  {
    id: 'expand-spaces',
    test: 'simple string expansion: should encode reserved characters',
    call: 'expand',
    template: '{var}',
    input: { var: 'value with spaces' },
    sdk: { value: 'value%20with%20spaces' },
  },
  // describe('reserved expansion'), ('fragment expansion'), ('label expansion'), ('path expansion'), ('query expansion'), ('form continuation expansion')
  {
    id: 'expand-reserved',
    test: 'reserved expansion: should not encode reserved characters with + operator',
    call: 'expand',
    template: '{+path}/here',
    input: { path: '/foo/bar' },
    sdk: { value: '/foo/bar/here' },
  },
  { id: 'names-reserved', test: 'reserved expansion: should not encode reserved characters with + operator', call: 'variableNames', template: '{+path}/here', sdk: { value: ['path'] } },
  {
    id: 'expand-fragment',
    test: 'fragment expansion: should add # prefix and not encode reserved chars',
    call: 'expand',
    template: 'X{#var}',
    input: { var: '/test' },
    sdk: { value: 'X#/test' },
  },
  { id: 'names-fragment', test: 'fragment expansion: should add # prefix and not encode reserved chars', call: 'variableNames', template: 'X{#var}', sdk: { value: ['var'] } },
  { id: 'expand-label', test: 'label expansion: should add . prefix', call: 'expand', template: 'X{.var}', input: { var: 'test' }, sdk: { value: 'X.test' } },
  { id: 'names-label', test: 'label expansion: should add . prefix', call: 'variableNames', template: 'X{.var}', sdk: { value: ['var'] } },
  { id: 'expand-path', test: 'path expansion: should add / prefix', call: 'expand', template: 'X{/var}', input: { var: 'test' }, sdk: { value: 'X/test' } },
  { id: 'names-path', test: 'path expansion: should add / prefix', call: 'variableNames', template: 'X{/var}', sdk: { value: ['var'] } },
  { id: 'expand-query', test: 'query expansion: should add ? prefix and name=value format', call: 'expand', template: 'X{?var}', input: { var: 'test' }, sdk: { value: 'X?var=test' } },
  { id: 'names-query', test: 'query expansion: should add ? prefix and name=value format', call: 'variableNames', template: 'X{?var}', sdk: { value: ['var'] } },
  {
    id: 'expand-continuation',
    test: 'form continuation expansion: should add & prefix and name=value format',
    call: 'expand',
    template: 'X{&var}',
    input: { var: 'test' },
    sdk: { value: 'X&var=test' },
  },
  { id: 'names-continuation', test: 'form continuation expansion: should add & prefix and name=value format', call: 'variableNames', template: 'X{&var}', sdk: { value: ['var'] } },
  // describe('matching')
  {
    id: 'match-simple',
    test: 'matching: should match simple strings and extract variables',
    call: 'match',
    template: 'http://example.com/users/{username}',
    input: 'http://example.com/users/fred',
    sdk: { value: { username: 'fred' } },
  },
  {
    id: 'match-two',
    test: 'matching: should match multiple variables',
    call: 'match',
    template: '/users/{username}/posts/{postId}',
    input: '/users/fred/posts/123',
    sdk: { value: { username: 'fred', postId: '123' } },
  },
  { id: 'match-none', test: 'matching: should return null for non-matching URIs', call: 'match', template: '/users/{username}', input: '/posts/123', sdk: { value: null } },
  {
    id: 'match-list-commas',
    test: 'matching: should handle exploded arrays',
    call: 'match',
    template: '{/list*}',
    input: '/red,green,blue',
    sdk: { value: { list: ['red', 'green', 'blue'] } },
  },
  // describe('edge cases')
  { id: 'expand-empty-none', test: 'edge cases: should handle empty variables', call: 'expand', template: '{empty}', input: {}, sdk: { value: '' } },
  { id: 'expand-empty-string', test: 'edge cases: should handle empty variables', call: 'expand', template: '{empty}', input: { empty: '' }, sdk: { value: '' } },
  { id: 'expand-undefined', test: 'edge cases: should handle undefined variables', call: 'expand', template: '{a}{b}{c}', input: { b: '2' }, sdk: { value: '2' } },
  {
    id: 'expand-dollar',
    test: 'edge cases: should handle special characters in variable names',
    call: 'expand',
    template: '{$var_name}',
    input: { $var_name: 'value' },
    sdk: { value: 'value' },
  },
  // describe('complex patterns')
  {
    id: 'expand-nested',
    test: 'complex patterns: should handle nested path segments',
    call: 'expand',
    template: '/api/{version}/{resource}/{id}',
    input: { version: 'v1', resource: 'users', id: '123' },
    sdk: { value: '/api/v1/users/123' },
  },
  {
    id: 'names-nested',
    test: 'complex patterns: should handle nested path segments',
    call: 'variableNames',
    template: '/api/{version}/{resource}/{id}',
    sdk: { value: ['version', 'resource', 'id'] },
  },
  {
    id: 'expand-query-list',
    test: 'complex patterns: should handle query parameters with arrays',
    call: 'expand',
    template: '/search{?tags*}',
    input: { tags: ['nodejs', 'typescript', 'testing'] },
    sdk: { value: '/search?tags=nodejs,typescript,testing' },
  },
  { id: 'names-query-list', test: 'complex patterns: should handle query parameters with arrays', call: 'variableNames', template: '/search{?tags*}', sdk: { value: ['tags'] } },
  {
    id: 'expand-query-three',
    test: 'complex patterns: should handle multiple query parameters',
    call: 'expand',
    template: '/search{?q,page,limit}',
    input: { q: 'test', page: '1', limit: '10' },
    sdk: { value: '/search?q=test&page=1&limit=10' },
  },
  {
    id: 'names-query-three',
    test: 'complex patterns: should handle multiple query parameters',
    call: 'variableNames',
    template: '/search{?q,page,limit}',
    sdk: { value: ['q', 'page', 'limit'] },
  },
  // describe('matching complex patterns')
  {
    id: 'match-nested',
    test: 'matching complex patterns: should match nested path segments',
    call: 'match',
    template: '/api/{version}/{resource}/{id}',
    input: '/api/v1/users/123',
    sdk: { value: { version: 'v1', resource: 'users', id: '123' } },
  },
  { id: 'match-query', test: 'matching complex patterns: should match query parameters', call: 'match', template: '/search{?q}', input: '/search?q=test', sdk: { value: { q: 'test' } } },
  { id: 'names-match-query', test: 'matching complex patterns: should match query parameters', call: 'variableNames', template: '/search{?q}', sdk: { value: ['q'] } },
  {
    id: 'match-query-two',
    test: 'matching complex patterns: should match multiple query parameters',
    call: 'match',
    template: '/search{?q,page}',
    input: '/search?q=test&page=1',
    sdk: { value: { q: 'test', page: '1' } },
  },
  {
    id: 'names-match-query-two',
    test: 'matching complex patterns: should match multiple query parameters',
    call: 'variableNames',
    template: '/search{?q,page}',
    sdk: { value: ['q', 'page'] },
  },
  {
    id: 'match-extra-segment',
    test: 'matching complex patterns: should handle partial matches correctly',
    call: 'match',
    template: '/users/{id}',
    input: '/users/123/extra',
    sdk: { value: null },
  },
  { id: 'match-short', test: 'matching complex patterns: should handle partial matches correctly', call: 'match', template: '/users/{id}', input: '/users', sdk: { value: null } },
  // describe('security and edge cases')
  {
    id: 'expand-long',
    test: 'security and edge cases: should handle extremely long input strings',
    call: 'expand',
    template: '/api/{param}',
    input: { param: long },
    sdk: { value: `/api/${long}` },
  },
  {
    id: 'match-long',
    test: 'security and edge cases: should handle extremely long input strings',
    call: 'match',
    template: '/api/{param}',
    input: `/api/${long}`,
    sdk: { value: { param: long } },
  },
  {
    id: 'expand-many',
    test: 'security and edge cases: should handle deeply nested template expressions',
    call: 'expand',
    template: nested,
    input: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6', g: '7', h: '8', i: '9', j: '0' },
    sdk: { throws: false },
  },
  { id: 'new-unclosed', test: 'security and edge cases: should handle malformed template expressions', call: 'new', template: '{unclosed', sdk: { throws: true } },
  { id: 'new-empty', test: 'security and edge cases: should handle malformed template expressions', call: 'new', template: '{}', sdk: { throws: false } },
  { id: 'new-comma', test: 'security and edge cases: should handle malformed template expressions', call: 'new', template: '{,}', sdk: { throws: false } },
  { id: 'new-open', test: 'security and edge cases: should handle malformed template expressions', call: 'new', template: '{a}{', sdk: { throws: true } },
  {
    id: 'match-pathological',
    test: 'security and edge cases: should handle pathological regex patterns',
    call: 'match',
    template: '/api/{param}',
    input: `/api/${'a'.repeat(100000)}`,
    sdk: { throws: false },
  },
  {
    id: 'expand-utf8',
    test: 'security and edge cases: should handle invalid UTF-8 sequences',
    call: 'expand',
    template: '/api/{param}',
    input: { param: '\uFFFD\uFFFD\uFFFD' },
    sdk: { throws: false },
  },
  {
    id: 'match-utf8',
    test: 'security and edge cases: should handle invalid UTF-8 sequences',
    call: 'match',
    template: '/api/{param}',
    input: '/api/\uFFFD\uFFFD\uFFFD',
    sdk: { throws: false },
  },
  {
    id: 'match-trailing-slash',
    test: 'security and edge cases: should handle template/URI length mismatches',
    call: 'match',
    template: '/api/{param}',
    input: '/api/',
    sdk: { value: null },
  },
  { id: 'match-no-slash', test: 'security and edge cases: should handle template/URI length mismatches', call: 'match', template: '/api/{param}', input: '/api', sdk: { value: null } },
  {
    id: 'match-extra',
    test: 'security and edge cases: should handle template/URI length mismatches',
    call: 'match',
    template: '/api/{param}',
    input: '/api/value/extra',
    sdk: { value: null },
  },
  {
    id: 'expand-repeated',
    test: 'security and edge cases: should handle repeated operators',
    call: 'expand',
    template: '{?a}{?b}{?c}',
    input: { a: '1', b: '2', c: '3' },
    sdk: { value: '?a=1&b=2&c=3' },
  },
  { id: 'names-repeated', test: 'security and edge cases: should handle repeated operators', call: 'variableNames', template: '{?a}{?b}{?c}', sdk: { value: ['a', 'b', 'c'] } },
  {
    id: 'expand-overlapping',
    test: 'security and edge cases: should handle overlapping variable names',
    call: 'expand',
    template: '{var}{vara}',
    input: { var: '1', vara: '2' },
    sdk: { value: '12' },
  },
  { id: 'names-overlapping', test: 'security and edge cases: should handle overlapping variable names', call: 'variableNames', template: '{var}{vara}', sdk: { value: ['var', 'vara'] } },
  {
    id: 'expand-segments',
    test: 'security and edge cases: should handle empty segments',
    call: 'expand',
    template: '///{a}////{b}////',
    input: { a: '1', b: '2' },
    sdk: { value: '///1////2////' },
  },
  {
    id: 'match-segments',
    test: 'security and edge cases: should handle empty segments',
    call: 'match',
    template: '///{a}////{b}////',
    input: '///1////2////',
    sdk: { value: { a: '1', b: '2' } },
  },
  { id: 'names-segments', test: 'security and edge cases: should handle empty segments', call: 'variableNames', template: '///{a}////{b}////', sdk: { value: ['a', 'b'] } },
  { id: 'new-many', test: 'security and edge cases: should handle maximum template expression limit', call: 'new', template: manyExpressions, sdk: { throws: false } },
  {
    id: 'expand-long-name',
    test: 'security and edge cases: should handle maximum variable name length',
    call: 'expand',
    template: `{${longName}}`,
    input: { [longName]: 'value' },
    sdk: { throws: false },
  },
  {
    id: 'match-redos-path',
    test: 'security and edge cases: should not be vulnerable to ReDoS with exploded path patterns',
    call: 'match',
    template: '{/id*}',
    input: `/${','.repeat(50)}`,
    sdk: { underMs: 100 },
  },
  {
    id: 'match-redos-simple',
    test: 'security and edge cases: should not be vulnerable to ReDoS with exploded simple patterns',
    call: 'match',
    template: '{id*}',
    input: ','.repeat(50),
    sdk: { underMs: 100 },
  },
]
