import { expect } from 'chai'
import { registrableDomain } from '../src/registrable-domain/index.ts'

describe('typed-uri/registrable-domain (tldts, the ICANN section of the Public Suffix List)', () => {
  it('the registrable domain of a host, or null', () => {
    expect(registrableDomain('a.b.example.co.uk')).to.equal('example.co.uk')
    expect(registrableDomain('WWW.Example.COM')).to.equal('example.com')
    // The private section (github.io as a suffix) does not count: the site is github.io's.
    expect(registrableDomain('user.github.io')).to.equal('github.io')
    for (const none of ['co.uk', 'localhost', '127.0.0.1', '', '::1']) expect(registrableDomain(none)).to.equal(null)
    expect(registrableDomain(42 as unknown as string)).to.equal(null)
  })
})
