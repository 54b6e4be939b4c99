import { describe, expect, it } from 'vitest';
import { contact, email, fname } from '../../contract/validation/fields.ts';
import { personMaker, withNamesakes } from './names.ts';
import { seededRandom } from './random.ts';

const school = (seed: string, count = 2005) => Array.from({ length: count }, personMaker(seededRandom(seed)));

describe('personMaker', () => {
  const people = school('names');

  it('gives everyone an e-mail address and a contact number of their own', () => {
    expect(new Set(people.map((person) => person.email)).size).toBe(people.length);
    expect(new Set(people.map((person) => person.contact)).size).toBe(people.length);
  });

  it('makes details the sign-up form accepts: ten-digit contacts, plain addresses', () => {
    for (const person of people) {
      expect(fname.safeParse(person.fname).success).toBe(true);
      expect(email.safeParse(person.email).data).toBe(person.email);
      expect(contact.safeParse(person.contact).success).toBe(true);
      expect(person.contact).toMatch(/^[6-9]\d{9}$/);
      expect(person.email).toMatch(/^[a-z0-9]+\.[a-z0-9]+\d*@demo-school\.example$/);
    }
  });

  it('mixes names from many cultures, accents and apostrophes included', () => {
    const lastNames = new Set(people.map((person) => person.fname.split(' ')[1]));
    expect(lastNames.size).toBeGreaterThan(80);
    expect(people.some((person) => /\P{ASCII}/u.test(person.fname))).toBe(true);
    expect(people.some((person) => person.fname.includes("'"))).toBe(true);
    const nunez = people.find((person) => person.fname.endsWith('Núñez'));
    expect(nunez?.email).toMatch(/\.nunez\d*@/);
  });

  it('makes the same people from the same seed, and others from another', () => {
    expect(school('names', 50)).toEqual(people.slice(0, 50));
    expect(school('other', 50)).not.toEqual(people.slice(0, 50));
  });
});

describe('withNamesakes', () => {
  it('gives three students the name Asha Kumar and two Rahul Sharma, spread out, each keeping an address of their own', () => {
    const people = school('namesakes', 2000);
    const renamed = withNamesakes(people);
    const ashas = renamed.flatMap((person, index) => (person.fname === 'Asha Kumar' ? [index] : []));
    expect(ashas).toHaveLength(3);
    expect(ashas.every((index, at) => at === 0 || index - (ashas[at - 1] as number) > 50)).toBe(true);
    expect(renamed.filter((person) => person.fname === 'Rahul Sharma')).toHaveLength(2);
    expect(new Set(renamed.map((person) => person.email)).size).toBe(2000);
    expect(renamed.filter((person, index) => person !== people[index])).toHaveLength(5);
  });

  it('names as many as a small school has room for', () => {
    expect(withNamesakes(school('namesakes', 2)).map((person) => person.fname)).toEqual(['Asha Kumar', 'Asha Kumar']);
  });
});
