import { describe, expect, it } from 'vitest';
import { imageIsWhole, sniffImage, svgIsSafe, type ImageType } from './logo-image.js';
import { LOGO_SAMPLES, hostileSvgs, insideSvgs } from './logo.fixture.js';

const samples = Object.entries(LOGO_SAMPLES) as [ImageType, Buffer][];
/** What the upload would make of the bytes: accepted only when they sniff as an image, whole and (for SVG) safe. */
const accepted = (data: Buffer) => {
  const type = sniffImage(data);
  return type !== undefined && imageIsWhole(type, data) && (type !== 'image/svg+xml' || svgIsSafe(data));
};

describe('whole images', () => {
  it.each(samples)('accepts a whole %s', (type, data) => {
    expect(sniffImage(data)).toBe(type);
    expect(accepted(data)).toBe(true);
  });

  it.each(samples)('refuses a %s cut short at any length', (_type, data) => {
    // Only what carries content counts: an SVG without its final line break is still whole.
    const cutsContent = (length: number) => data.subarray(length).toString('latin1').trim() !== '';
    const cuts = Array.from({ length: data.length - 1 }, (_, i) => i + 1).filter(
      (length) => cutsContent(length) && accepted(data.subarray(0, length)),
    );
    expect(cuts).toEqual([]);
  });

  it('refuses a PNG with any one byte after the signature changed (every chunk carries a CRC)', () => {
    const png = LOGO_SAMPLES['image/png'];
    const corrupted = Array.from({ length: png.length - 8 }, (_, i) => i + 8).filter((at) => {
      const copy = Buffer.from(png);
      copy[at] = copy[at]! ^ 0x01;
      return accepted(copy);
    });
    expect(corrupted).toEqual([]);
  });

  it.each(samples.filter(([type]) => type !== 'image/svg+xml'))(
    'refuses a %s with a length field pointing past the end, or bytes after its end',
    (type, data) => {
      const grown = Buffer.from(data);
      if (type === 'image/webp') grown.writeUInt32LE(data.length, 4);
      if (type === 'image/png') grown.writeUInt32BE(0x7fff_0000, 8);
      if (type === 'image/jpeg') grown.writeUInt16BE(0xfff0, 4);
      expect(accepted(grown)).toBe(false);
      // A multi-picture JPEG carries more pictures after its end; PNG and WebP end where they say.
      expect(accepted(Buffer.concat([data, Buffer.from('<script>alert(1)</script>')]))).toBe(
        type === 'image/jpeg',
      );
    },
  );
});

describe('SVG logos', () => {
  const hostile = hostileSvgs();

  it(`refuses each of ${hostile.length} generated ways to pull in script or another document`, () => {
    expect(hostile.filter(accepted).map((data) => data.toString())).toEqual([]);
  });

  it('refuses entity declarations and external style sheets before the root', () => {
    expect(
      accepted(
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "data:text/html,x">]><svg xmlns="http://www.w3.org/2000/svg"><use href="&x;"/></svg>',
        ),
      ),
    ).toBe(false);
    expect(
      accepted(
        Buffer.from(
          '<?xml-stylesheet href="https://attacker.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
        ),
      ),
    ).toBe(false);
  });

  it('accepts references inside the document, however they are written', () => {
    expect(
      insideSvgs()
        .filter((data) => !accepted(data))
        .map((data) => data.toString()),
    ).toEqual([]);
  });
});
