import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script with no types
import { chunk, pngFile } from './pngFile.mjs';

/** The chunks of a PNG file: type and data, each checked against its CRC by re-encoding it. */
function chunks(file: Buffer): { type: string; data: Buffer }[] {
  expect([...file.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    expect((chunk(type, data) as Buffer).equals(file.subarray(at, at + 12 + length))).toBe(true);
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

describe('pngFile', () => {
  it('writes a header, the extra chunks, the pixels deflated, and an end', () => {
    const raw = Buffer.from([0, 1, 0, 0, 2, 1]); // two rows of two palette pixels, each after a filter byte
    const plte = chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255, 110, 70, 0]));
    const file = pngFile(2, 2, 3, raw, [plte]) as Buffer;
    const parts = chunks(file);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const ihdr = parts[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([2, 2, 8, 3]);
    expect(inflateSync(parts[2]!.data).equals(raw)).toBe(true);
  });
});

describe("PopStar's suits.png (scripts/make-suits.mjs)", () => {
  it('is five square suits side by side, in a palette with transparency', () => {
    const parts = chunks(readFileSync(resolve(import.meta.dirname, '../src/components/popstar/suits.png')));
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    const ihdr = parts[0]!.data;
    const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
    expect(width).toBe(5 * height);
    expect(ihdr[9]).toBe(3);
    const colours = parts[1]!.data.length / 3;
    expect(parts[2]!.data.length).toBe(colours);
    // Every suit has opaque-enough pixels of its own, and the first entry is transparent.
    const pixels = inflateSync(parts[3]!.data);
    expect(pixels.length).toBe(height * (width + 1));
    expect(parts[2]!.data[0]).toBe(0);
    for (let suit = 0; suit < 5; suit++) {
      let solid = 0;
      for (let y = 0; y < height; y++) {
        for (let x = suit * height; x < (suit + 1) * height; x++) if (parts[2]!.data[pixels[y * (width + 1) + 1 + x]!]! > 128) solid++;
      }
      expect(solid / (height * height)).toBeGreaterThan(0.2);
    }
  });
});
