import families from './names.json' with { type: 'json' };
import type { Random } from './random.ts';

/** Someone of the demo school, as their account holds them. */
export interface Person {
  /** First and last name. */
  fname: string;
  email: string;
  /** Ten digits, as the sign-up form's contact rule wants (spec §5). */
  contact: string;
}

/** The demo's addresses: `.example` is reserved (RFC 2606), so no mail can reach a real person. */
export const DEMO_MAIL_DOMAIN = 'demo-school.example';

/** First and last names that belong together (names.json); a class mixes them all, and a few families mix two. */
const FAMILIES: ReadonlyArray<{ first: readonly string[]; last: readonly string[] }> = families;

/** How often a pupil's first and last names come from two families. */
const MIXED_FAMILY = 0.12;

/**
 * Makes people one at a time, each with an e-mail address and a contact number no one made
 * before them: `first.last@demo-school.example`, with a number added when taken.
 *
 * @param random where the names and numbers are drawn from
 * @example const next = personMaker(random); next() // { fname: 'Asha Rao', email: 'asha.rao@demo-school.example', contact: '9876543210' }
 */
export function personMaker(random: Random): () => Person {
  const emails = new Set<string>();
  const contacts = new Set<string>();
  return () => {
    const family = random.pick(FAMILIES);
    const first = random.pick(family.first);
    const last = random.pick(random.chance(MIXED_FAMILY) ? random.pick(FAMILIES).last : family.last);
    const local = `${mailable(first)}.${mailable(last)}`;
    let email = `${local}@${DEMO_MAIL_DOMAIN}`;
    for (let copy = 2; emails.has(email); copy++) email = `${local}${copy}@${DEMO_MAIL_DOMAIN}`;
    emails.add(email);
    let contact: string;
    do contact = mobileNumber(random);
    while (contacts.has(contact));
    contacts.add(contact);
    return { fname: `${first} ${last}`, email, contact };
  };
}

/** A name as an address may hold it: `Núñez` → `nunez`, `O'Brien` → `obrien`. */
function mailable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Ten digits starting 6 to 9, like a mobile number in the original product's footer. */
function mobileNumber(random: Random): string {
  return `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}
