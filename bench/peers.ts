/**
 * The contenders of each benchmarked operation, as plain functions of the
 * input. Each returns something built from its result so no engine can skip
 * the work.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as fastUri from 'fast-uri'
import * as uriJs from 'uri-js'
import * as whatwg from 'whatwg-url'
import { isValid, normalize, normalizeText, parse, parseURI, resolve, resolveText, serialize, toComponents } from '../src/index.ts'

export type Contender<I> = { readonly name: string; readonly run: (input: I) => unknown }

const urlComponents = (u: { protocol: string; username: string; password: string; hostname: string; port: string; pathname: string; search: string; hash: string }) =>
  u.protocol.length + u.username.length + u.password.length + u.hostname.length + u.port.length + u.pathname.length + u.search.length + u.hash.length

export const parsers: readonly Contender<string>[] = [
  {
    name: 'typed-uri',
    run: (s) => {
      const r = parse(s)
      return E.isRight(r) ? r.right.path : r.left
    },
  },
  { name: 'fast-uri', run: (s) => fastUri.parse(s).path },
  { name: 'uri-js', run: (s) => uriJs.parse(s).path },
  {
    name: 'whatwg-url',
    run: (s) => {
      const r = whatwg.parseURL(s)
      return r === null ? null : r.path
    },
  },
  {
    name: 'node URL',
    run: (s) => {
      try {
        return urlComponents(new URL(s))
      } catch {
        return null
      }
    },
  },
]

export const validators: readonly Contender<string>[] = [
  { name: 'typed-uri', run: isValid },
  { name: 'fast-uri', run: (s) => fastUri.parse(s).error === undefined },
  { name: 'uri-js', run: (s) => uriJs.parse(s).error === undefined },
  { name: 'node URL.canParse', run: (s) => URL.canParse(s) },
]

export const normalizers: readonly Contender<string>[] = [
  {
    name: 'typed-uri',
    run: (s) => {
      const r = parse(s)
      return E.isRight(r) ? serialize(normalize(r.right)) : null
    },
  },
  {
    name: 'typed-uri normalizeText',
    run: (s) => {
      const r = normalizeText(s)
      return E.isRight(r) ? r.right : null
    },
  },
  { name: 'fast-uri', run: (s) => fastUri.normalize(s) },
  { name: 'uri-js', run: (s) => uriJs.normalize(s) },
  {
    name: 'node URL',
    run: (s) => {
      try {
        return new URL(s).href
      } catch {
        return null
      }
    },
  },
]

export const resolvers: readonly Contender<readonly [string, string]>[] = [
  {
    name: 'typed-uri',
    run: ([b, r]) => {
      const base = parseURI(b)
      const ref = parse(r)
      return E.isRight(base) && E.isRight(ref) ? serialize(resolve(base.right)(ref.right)) : null
    },
  },
  {
    name: 'typed-uri resolveText',
    run: ([b, r]) => {
      const t = resolveText(b)(r)
      return E.isRight(t) ? t.right : null
    },
  },
  { name: 'fast-uri', run: ([b, r]) => fastUri.resolve(b, r) },
  { name: 'uri-js', run: ([b, r]) => uriJs.resolve(b, r) },
  {
    name: 'whatwg-url',
    run: ([b, r]) => {
      try {
        return new whatwg.URL(r, b).href
      } catch {
        return null
      }
    },
  },
  {
    name: 'node URL',
    run: ([b, r]) => {
      try {
        return new URL(r, b).href
      } catch {
        return null
      }
    },
  },
]

/** Our components of an input, for the allocation measure: the AST and what a user reads of it. */
export const allocations: readonly Contender<string>[] = [
  {
    name: 'typed-uri',
    run: (s) => {
      const r = parse(s)
      return E.isRight(r) ? toComponents(r.right) : null
    },
  },
  { name: 'typed-uri (AST only)', run: (s) => parse(s) },
  { name: 'fast-uri', run: (s) => fastUri.parse(s) },
  { name: 'uri-js', run: (s) => uriJs.parse(s) },
]
