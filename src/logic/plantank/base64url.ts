/**
 * Base64url (RFC 4648 section 5, no padding) over UTF-8, for share links: URL-safe without escaping.
 * Written out because `btoa`/`atob` handle only Latin-1 and Buffer exists only in Node.
 */
import { PlantankInputError } from './inputError.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Map<string, number>([...ALPHABET].map((ch, i) => [ch, i]));

export class Base64UrlError extends PlantankInputError {
  constructor(message: string) {
    super('code', message);
    this.name = 'Base64UrlError';
  }
}

export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const n = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += ALPHABET[(n >> 18) & 63] as string;
    out += ALPHABET[(n >> 12) & 63] as string;
    if (b1 !== undefined) out += ALPHABET[(n >> 6) & 63] as string;
    if (b2 !== undefined) out += ALPHABET[n & 63] as string;
  }
  return out;
}

/** Throws Base64UrlError naming the first bad character, or when the bytes are not UTF-8. */
export function decodeBase64Url(code: string): string {
  if (code.length % 4 === 1) throw new Base64UrlError(`base64url text of length ${code.length} is truncated`);
  const bytes = new Uint8Array(Math.floor((code.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let k = 0;
  for (let i = 0; i < code.length; i++) {
    const v = VALUE_OF.get(code[i] as string);
    if (v === undefined) throw new Base64UrlError(`character ${i + 1} ('${code[i]}') is not base64url`);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[k++] = (acc >> bits) & 0xff;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, k));
  } catch {
    throw new Base64UrlError('the decoded bytes are not UTF-8 text');
  }
}
