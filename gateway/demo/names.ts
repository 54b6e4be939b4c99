import families from './names.json' with { type: 'json' };
import type { Random } from './random.ts';

/** Someone of the demo school, as their account holds them. */
export interface Person {
  /** First and last name. */
  fname: string;
  email: string;
  /** Ten digits: a phone number every form takes, as the original client sends them. */
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

/** Names the demo gives several students on purpose: lists must tell them apart by admission number. */
export const NAMESAKES: ReadonlyArray<{ fname: string; count: number }> = [
  { fname: 'Asha Kumar', count: 3 },
  { fname: 'Rahul Sharma', count: 2 },
];

/**
 * `people` with some renamed to share a name (NAMESAKES), spread through the list so they land
 * in different classes, each keeping an address of their own (`asha.kumar2@…`). A list too
 * short for them all keeps the names it has room for.
 *
 * @param people the students, in the order they join
 * @example withNamesakes(students).filter((person) => person.fname === 'Asha Kumar').length // 3
 */
export function withNamesakes(people: readonly Person[]): Person[] {
  const renamed = [...people];
  const emails = new Set(people.map((person) => person.email));
  const names = NAMESAKES.flatMap(({ fname, count }) => Array<string>(count).fill(fname)).slice(0, people.length);
  names.forEach((fname, index) => {
    const at = Math.floor(((index + 0.5) * people.length) / names.length);
    const local = fname.split(' ').map(mailable).join('.');
    let email = `${local}@${DEMO_MAIL_DOMAIN}`;
    for (let copy = 2; emails.has(email); copy++) email = `${local}${copy}@${DEMO_MAIL_DOMAIN}`;
    emails.add(email);
    renamed[at] = { ...(renamed[at] as Person), fname, email };
  });
  return renamed;
}
