import { randomInt } from 'node:crypto';
import type { MemberDeps } from '../deps.js';
import { codeTaken } from '../invite-store.js';

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A random invitation code no agent or link of the merchant uses (31^8: about 8.5 × 10^11 codes). */
export async function newAffiliateCode(deps: MemberDeps, merchantId: number): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!(await codeTaken(deps.db, merchantId, code))) return code;
  }
}
