import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * An offer's or request's id: four groups of four word characters (spec part 2 §2). The first
 * eight are the time in base 36, so ids sort by creation; the last eight are random.
 */
export function newNetworkId(now = Date.now()): string {
  const time = now.toString(36).padStart(8, '0').slice(-8);
  const random = Array.from(randomBytes(8), (b) => ALPHABET[b % 36]).join('');
  return `${time}${random}`.match(/.{4}/g)!.join('-');
}
