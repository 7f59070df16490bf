/**
 * Every example URI and URI reference that RFC 3986 writes out, by section,
 * with its components as written (toComponents). Used by the parse,
 * serialize and CLI specs.
 */
import type { Components } from '../src/model/components.ts'

type Row = readonly [input: string, components: Partial<Components>]

const uri = (scheme: string, rest: Partial<Components>): Partial<Components> => ({
  kind: 'uri',
  scheme,
  userinfo: null,
  host: null,
  hostKind: null,
  port: null,
  query: null,
  fragment: null,
  ...rest,
})
const rel = (rest: Partial<Components>): Partial<Components> => ({
  kind: 'relative',
  scheme: null,
  userinfo: null,
  host: null,
  hostKind: null,
  port: null,
  query: null,
  fragment: null,
  ...rest,
})
const net = (host: string, rest: Partial<Components> = {}): Partial<Components> => ({ host, hostKind: 'reg-name', ...rest })

export const RFC_EXAMPLES: Readonly<Record<string, readonly Row[]>> = {
  '1.1.2 Examples': [
    ['ftp://ftp.is.co.za/rfc/rfc1808.txt', uri('ftp', { ...net('ftp.is.co.za'), path: '/rfc/rfc1808.txt' })],
    ['http://www.ietf.org/rfc/rfc2396.txt', uri('http', { ...net('www.ietf.org'), path: '/rfc/rfc2396.txt' })],
    ['ldap://[2001:db8::7]/c=GB?objectClass?one', uri('ldap', { host: '2001:db8::7', hostKind: 'ipv6', path: '/c=GB', query: 'objectClass?one' })],
    ['mailto:John.Doe@example.com', uri('mailto', { path: 'John.Doe@example.com' })],
    ['news:comp.infosystems.www.servers.unix', uri('news', { path: 'comp.infosystems.www.servers.unix' })],
    ['tel:+1-816-555-1212', uri('tel', { path: '+1-816-555-1212' })],
    ['telnet://192.0.2.16:80/', uri('telnet', { host: '192.0.2.16', hostKind: 'ipv4', port: '80', path: '/' })],
    ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', uri('urn', { path: 'oasis:names:specification:docbook:dtd:xml:4.1.2' })],
  ],
  '3 Syntax Components': [
    ['foo://example.com:8042/over/there?name=ferret#nose', uri('foo', { ...net('example.com'), port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' })],
    ['urn:example:animal:ferret:nose', uri('urn', { path: 'example:animal:ferret:nose' })],
  ],
  '1.2.1 Transcription (on interpretation)': [
    ['http://localhost/', uri('http', { ...net('localhost'), path: '/' })],
    ['file:///etc/hosts', uri('file', { ...net(''), path: '/etc/hosts' })],
  ],
  '3.3 Path': [
    ['mailto:fred@example.com', uri('mailto', { path: 'fred@example.com' })],
    ['foo://info.example.com?fred', uri('foo', { ...net('info.example.com'), path: '', query: 'fred' })],
    ['./this:that', rel({ path: './this:that' })],
  ],
  '3.4 Query': [['http://www.example.com/?', uri('http', { ...net('www.example.com'), path: '/', query: '' })]],
  '4.2 Relative Reference': [['//example.com', rel({ ...net('example.com'), path: '' })]],
  '4.5 Suffix Reference': [
    ['www.w3.org/Addressing/', rel({ path: 'www.w3.org/Addressing/' })],
    ['ftp.is.co.za', rel({ path: 'ftp.is.co.za' })],
  ],
  '5.4 Reference Resolution Examples (base)': [['http://a/b/c/d;p?q', uri('http', { ...net('a'), path: '/b/c/d;p', query: 'q' })]],
  '5.4.1 Normal Examples': [
    ['g:h', uri('g', { path: 'h' })],
    ['g', rel({ path: 'g' })],
    ['./g', rel({ path: './g' })],
    ['g/', rel({ path: 'g/' })],
    ['/g', rel({ path: '/g' })],
    ['//g', rel({ ...net('g'), path: '' })],
    ['?y', rel({ path: '', query: 'y' })],
    ['g?y', rel({ path: 'g', query: 'y' })],
    ['#s', rel({ path: '', fragment: 's' })],
    ['g#s', rel({ path: 'g', fragment: 's' })],
    ['g?y#s', rel({ path: 'g', query: 'y', fragment: 's' })],
    [';x', rel({ path: ';x' })],
    ['g;x', rel({ path: 'g;x' })],
    ['g;x?y#s', rel({ path: 'g;x', query: 'y', fragment: 's' })],
    ['', rel({ path: '' })],
    ['.', rel({ path: '.' })],
    ['./', rel({ path: './' })],
    ['..', rel({ path: '..' })],
    ['../', rel({ path: '../' })],
    ['../g', rel({ path: '../g' })],
    ['../..', rel({ path: '../..' })],
    ['../../', rel({ path: '../../' })],
    ['../../g', rel({ path: '../../g' })],
    ['http://a/g', uri('http', { ...net('a'), path: '/g' })],
    ['http://a/b/c/g;x?y#s', uri('http', { ...net('a'), path: '/b/c/g;x', query: 'y', fragment: 's' })],
  ],
  '5.4.2 Abnormal Examples': [
    ['../../../g', rel({ path: '../../../g' })],
    ['../../../../g', rel({ path: '../../../../g' })],
    ['/./g', rel({ path: '/./g' })],
    ['/../g', rel({ path: '/../g' })],
    ['g.', rel({ path: 'g.' })],
    ['.g', rel({ path: '.g' })],
    ['g..', rel({ path: 'g..' })],
    ['..g', rel({ path: '..g' })],
    ['./../g', rel({ path: './../g' })],
    ['./g/.', rel({ path: './g/.' })],
    ['g/./h', rel({ path: 'g/./h' })],
    ['g/../h', rel({ path: 'g/../h' })],
    ['g;x=1/./y', rel({ path: 'g;x=1/./y' })],
    ['g;x=1/../y', rel({ path: 'g;x=1/../y' })],
    ['g?y/./x', rel({ path: 'g', query: 'y/./x' })],
    ['g?y/../x', rel({ path: 'g', query: 'y/../x' })],
    ['g#s/./x', rel({ path: 'g', fragment: 's/./x' })],
    ['g#s/../x', rel({ path: 'g', fragment: 's/../x' })],
    ['http:g', uri('http', { path: 'g' })],
  ],
  '6.2.2 Syntax-Based Normalization': [
    ['example://a/b/c/%7Bfoo%7D', uri('example', { ...net('a'), path: '/b/c/%7Bfoo%7D' })],
    ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', uri('eXAMPLE', { ...net('a'), path: '/./b/../b/%63/%7bfoo%7d' })],
    ['HTTP://www.EXAMPLE.com/', uri('HTTP', { ...net('www.EXAMPLE.com'), path: '/' })],
    ['http://www.example.com/', uri('http', { ...net('www.example.com'), path: '/' })],
  ],
  '6.2.3 Scheme-Based Normalization': [
    ['http://example.com', uri('http', { ...net('example.com'), path: '' })],
    ['http://example.com/', uri('http', { ...net('example.com'), path: '/' })],
    ['http://example.com:/', uri('http', { ...net('example.com'), port: '', path: '/' })],
    ['http://example.com:80/', uri('http', { ...net('example.com'), port: '80', path: '/' })],
    ['mailto:Joe@Example.COM', uri('mailto', { path: 'Joe@Example.COM' })],
    ['mailto:Joe@example.com', uri('mailto', { path: 'Joe@example.com' })],
  ],
  '6.2.4 Protocol-Based Normalization': [
    ['http://example.com/data', uri('http', { ...net('example.com'), path: '/data' })],
    ['http://example.com/data/', uri('http', { ...net('example.com'), path: '/data/' })],
  ],
  '7.6 Semantic Attacks': [
    [
      'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
      uri('ftp', { userinfo: 'cnn.example.com&story=breaking_news', host: '10.0.0.1', hostKind: 'ipv4', path: '/top_story.htm' }),
    ],
  ],
  'Appendix B Parsing a URI Reference with a Regular Expression': [
    ['http://www.ics.uci.edu/pub/ietf/uri/#Related', uri('http', { ...net('www.ics.uci.edu'), path: '/pub/ietf/uri/', fragment: 'Related' })],
  ],
  'Appendix C Delimiting a URI in Context': [
    ['http://www.w3.org/Addressing/', uri('http', { ...net('www.w3.org'), path: '/Addressing/' })],
    ['ftp://foo.example.com/rfc/', uri('ftp', { ...net('foo.example.com'), path: '/rfc/' })],
    ['http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING', uri('http', { ...net('www.ics.uci.edu'), path: '/pub/ietf/uri/historical.html', fragment: 'WARNING' })],
  ],
}

/** Not examples of the RFC: illustrations of forms it describes in words. */
export const ILLUSTRATIONS: readonly Row[] = [
  ['ftp://user:password@host/', uri('ftp', { userinfo: 'user:password', ...net('host'), path: '/' })],
  ['http://[v7.fe80::abcd]/', uri('http', { host: 'v7.fe80::abcd', hostKind: 'ipvfuture', path: '/' })],
  ['HTTP://[::FFFF:192.0.2.1]:8080', uri('HTTP', { host: '::FFFF:192.0.2.1', hostKind: 'ipv6', port: '8080', path: '' })],
  ['foo@example.com', rel({ path: 'foo@example.com' })],
  ['s3+x.y-z:', uri('s3+x.y-z', { path: '' })],
  ['//@:', rel({ userinfo: '', ...net(''), port: '', path: '' })],
]
