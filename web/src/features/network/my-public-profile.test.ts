import { describe, expect, it } from 'vitest';
import { publicProfileState } from './my-public-profile';

describe("my company's public profile as members read it", () => {
  it('is on or off as the administrators left it', () => {
    expect(publicProfileState({ enabled: true }, undefined)).toBe('on');
    expect(publicProfileState({ enabled: false }, undefined)).toBe('off');
  });

  it('is missing until it is made (a 404), and failed on any other error', () => {
    expect(publicProfileState(undefined, 404)).toBe('missing');
    expect(publicProfileState(undefined, 500)).toBe('failed');
    expect(publicProfileState(undefined, 403)).toBe('failed');
  });

  it('is loading until the answer comes', () => {
    expect(publicProfileState(undefined, undefined)).toBe('loading');
  });
});
