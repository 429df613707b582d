import { describe, expect, it } from 'vitest';
import { loadConfig, parseArgs } from './config.js';
import { LocalCloudError } from './errors.js';
import { javaMajorVersion } from './preflight.js';

describe('local cloud configuration', () => {
  it('uses the documented default ports and data directory', () => {
    const config = loadConfig({}, {});
    expect(config.ports).toEqual({
      app: 3000,
      cognito: 9229,
      dynamodb: 8000,
      s3: 4569,
      aws: 4010,
      freight: 4020,
      idp: 4040,
    });
    expect(config.dataDir).toMatch(/\.local$/);
    expect(config.paths.outbox).toBe(`${config.dataDir}/outbox`);
  });

  it('lets environment variables move ports, and explicit options win over them', () => {
    const config = loadConfig(
      { ports: { s3: 5000 } },
      { POLYLOOP_PORT: '3100', POLYLOOP_DYNAMODB_PORT: '8100', POLYLOOP_S3_PORT: '4600' },
    );
    expect(config.ports).toMatchObject({ app: 3100, dynamodb: 8100, s3: 5000, cognito: 9229 });
  });

  it('names the variable to fix when a port is not a number', () => {
    expect(() => loadConfig({}, { POLYLOOP_COGNITO_PORT: 'abc' })).toThrow(LocalCloudError);
    expect(() => loadConfig({}, { POLYLOOP_COGNITO_PORT: 'abc' })).toThrow(/POLYLOOP_COGNITO_PORT/);
  });

  it('accepts --reset and refuses unknown flags', () => {
    expect(parseArgs(['--reset'])).toEqual({ reset: true });
    expect(parseArgs([])).toEqual({ reset: false });
    expect(() => parseArgs(['--rest'])).toThrow(/Unknown option --rest/);
  });
});

describe('Java version check', () => {
  it('reads modern and legacy version strings', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('nothing here')).toBeUndefined();
  });
});
