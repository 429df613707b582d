import { describe, expect, it } from 'vitest';
import { parseIPv4, parseIPv6, scopeOfHost } from './net-address.js';

/** The scope of a URL's host as the WHATWG parser (fetch, `new URL`) normalizes it. */
const scopeOfUrl = (url: string) => scopeOfHost(new URL(url).hostname);

describe('the IP address classifier', () => {
  it('reads IPv4 addresses in every form inet_aton takes: decimal, octal, hexadecimal, and fewer than four parts', () => {
    for (const form of [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.0.0.1',
      '0x7f000001',
      '017700000001',
      '127.1',
      '127.0.1',
      '0x7f.1',
    ]) {
      expect(parseIPv4(form), form).toEqual([127, 0, 0, 1]);
    }
    expect(parseIPv4('169.254.43518')).toEqual([169, 254, 169, 254]);
    for (const broken of [
      '256.0.0.1',
      '1.2.3.4.5',
      '1..2.3',
      '08.1.1.1',
      '4294967296',
      '1.2.65536',
      'a.b.c.d',
      '',
    ]) {
      expect(parseIPv4(broken), broken).toBeUndefined();
    }
  });

  it('reads IPv6 addresses with brackets, compressed zeros and an IPv4 tail', () => {
    expect(parseIPv6('::1')).toEqual([...Array<number>(15).fill(0), 1]);
    expect(parseIPv6('[::ffff:127.0.0.1]')).toEqual(parseIPv6('::ffff:7f00:1'));
    expect(parseIPv6('fd00::1')?.slice(0, 2)).toEqual([0xfd, 0]);
    for (const broken of [
      '1::2::3',
      '12345::',
      ':::',
      '1:2:3:4:5:6:7:8:9',
      '::1.2.3',
      '::256.1.1.1',
      'g::1',
      '1.2.3.4',
    ]) {
      expect(parseIPv6(broken), broken).toBeUndefined();
    }
  });

  it('finds loopback however it is written', () => {
    for (const host of [
      '127.0.0.1',
      '127.255.255.254',
      '2130706433',
      '0177.0.0.1',
      '0x7f.0.0.1',
      '0x7f.1',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '[::ffff:127.0.0.1]',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '64:ff9b::127.0.0.1',
      '2002:7f00:1::',
      'localhost',
      'LOCALHOST.',
      'api.localhost',
    ]) {
      expect(scopeOfHost(host), host).toBe('loopback');
    }
    for (const url of [
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://127.1:8080/',
    ]) {
      expect(scopeOfUrl(url), url).toBe('loopback');
    }
  });

  it('finds the cloud metadata service and other link-local addresses', () => {
    for (const host of [
      '169.254.169.254',
      '0xa9fea9fe',
      '2852039166',
      '0251.0376.0251.0376',
      '169.254.43518',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      'fe80::1',
      'fe80::a9fe:a9fe',
      'febf::1',
    ]) {
      expect(scopeOfHost(host), host).toBe('link-local');
    }
    expect(scopeOfUrl('http://169.254.169.254/latest/meta-data/')).toBe('link-local');
    expect(scopeOfUrl('http://[fe80::1]/')).toBe('link-local');
  });

  it('finds private networks, unique local, multicast and unspecified addresses', () => {
    const expected: Array<[string, string]> = [
      ['10.0.0.1', 'private'],
      ['10.255.255.255', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'private'],
      ['012.0.0.1', 'private'],
      ['::ffff:10.1.2.3', 'private'],
      ['::ffff:192.168.0.1', 'private'],
      ['fec0::1', 'private'],
      ['fd00::1', 'unique-local'],
      ['fc00::1', 'unique-local'],
      ['[fd12:3456:789a::1]', 'unique-local'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['ff02::1', 'multicast'],
      ['::ffff:224.0.0.1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['[::]', 'unspecified'],
      ['::ffff:0.0.0.0', 'unspecified'],
      ['255.255.255.255', 'reserved'],
      ['192.0.2.1', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['2001:db8::1', 'reserved'],
      ['2001::1', 'reserved'],
      ['100::1', 'reserved'],
      ['4000::1', 'reserved'],
    ];
    for (const [host, scope] of expected) expect(scopeOfHost(host), host).toBe(scope);
    expect(scopeOfUrl('http://0.0.0.0:3000/')).toBe('unspecified');
    expect(scopeOfUrl('http://[fd00::1]/')).toBe('unique-local');
  });

  it('takes public addresses as public, just outside the ranges around them', () => {
    for (const host of [
      '8.8.8.8',
      '1.1.1.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '11.0.0.1',
      '169.253.255.255',
      '223.255.255.255',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::',
    ]) {
      expect(scopeOfHost(host), host).toBe('public');
    }
  });

  it('says nothing of host names, which are judged on what they resolve to', () => {
    for (const host of [
      'partner.example',
      'metadata.google.internal',
      '127.0.0.1.nip.io',
      'cafe',
      'deadbeef.example',
      'localhost.example',
    ]) {
      expect(scopeOfHost(host), host).toBeUndefined();
    }
  });
});
