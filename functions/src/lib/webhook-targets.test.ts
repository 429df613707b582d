import { describe, expect, it } from 'vitest';
import { WEBHOOK_RULES, webhookUrlProblem } from './webhook-targets.js';

const aws = WEBHOOK_RULES['public-https'];
const local = WEBHOOK_RULES['public-or-loopback'];

/** Inside addresses neither configuration posts to, written the ways an attacker would write them. */
const INSIDE = [
  'https://169.254.169.254/latest/meta-data/',
  'http://169.254.169.254/',
  'https://2852039166/',
  'https://0xa9.0xfe.0xa9.0xfe/',
  'https://[::ffff:169.254.169.254]/',
  'https://10.0.0.5/hook',
  'https://0x0a.0.0.5/hook',
  'http://192.168.1.20:8080/hook',
  'https://172.20.0.1/',
  'https://[fd00::1]/',
  'https://[fe80::1]/',
  'https://0.0.0.0/',
  'https://[::]/',
  'https://224.0.0.1/',
];

describe('where partner webhooks may point', () => {
  it('in AWS: https to the public internet only', () => {
    expect(webhookUrlProblem('https://partner.example/polyloop', aws)).toBeUndefined();
    expect(webhookUrlProblem('https://203.0.114.7:8443/hook', aws)).toBeUndefined();
    expect(webhookUrlProblem('http://partner.example/polyloop', aws)).toBe(
      'The webhook address must use https',
    );
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://2130706433/',
      'https://0177.0.0.1/',
    ]) {
      expect(webhookUrlProblem(url, aws), url).toMatch(
        /^The webhook address must be on the public internet: .* is a loopback address/,
      );
    }
    for (const url of INSIDE)
      expect(webhookUrlProblem(url, aws), url).toMatch(/must (use https|be on the public internet)/);
  });

  it('in the local cloud: also plain http and loopback, where the sandbox partners listen, but nothing else inside', () => {
    for (const url of [
      'http://127.0.0.1:4120/webhooks/polyloop',
      'http://localhost:4120/',
      'https://partner.example/polyloop',
      'http://partner.example/polyloop',
    ]) {
      expect(webhookUrlProblem(url, local), url).toBeUndefined();
    }
    expect(webhookUrlProblem('http://169.254.169.254/', local)).toBe(
      'The webhook address must be on the public internet: 169.254.169.254 is a link-local address, which Polyloop does not post to',
    );
    expect(webhookUrlProblem('http://10.0.0.5/', local)).toMatch(/10\.0\.0\.5 is a private network address/);
    for (const url of INSIDE)
      expect(webhookUrlProblem(url, local), url).toMatch(/must be on the public internet/);
  });

  it('refuses other schemes and addresses carrying credentials in both', () => {
    for (const rule of [aws, local]) {
      expect(webhookUrlProblem('ftp://partner.example/', rule)).toBe('The webhook address must use https');
      expect(webhookUrlProblem('file:///etc/passwd', rule)).toBe('The webhook address must use https');
      expect(webhookUrlProblem('https://user:secret@partner.example/', rule)).toMatch(
        /user name or password/,
      );
      expect(webhookUrlProblem('not a url', rule)).toBe('Enter the webhook address');
    }
  });
});
