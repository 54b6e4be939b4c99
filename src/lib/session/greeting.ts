import type { Position } from '../../../contract/records/user.ts';

export interface GreetingWords {
  morning: string;
  afternoon: string;
  evening: string;
}

/**
 * The tutor's greeting for an hour of the day, exactly as the product words it: above 5
 * and below 12 is morning, above 12 and below 15 afternoon, every other hour evening.
 * Self-contained because the shell inlines its source.
 */
export function greetingFor(hour: number, words: GreetingWords): string {
  if (hour > 5 && hour < 12) return words.morning;
  if (hour > 12 && hour < 15) return words.afternoon;
  return words.evening;
}

/** Where the shell's header shows the signed-in user's name (src/layouts/ShellLayout.astro). */
export interface NameSlot {
  querySelector: (selectors: string) => { textContent: string | null; setAttribute: (name: string, value: string) => void } | null;
}

/**
 * Writes the signed-in user's name into the shell's header as each role shows it (spec §2): the
 * student's in upper case ('Hi ASHA RAO'), the tutor's with its first letter capitalised. Used
 * at load by the shell's inline script and after a profile's name changes. Self-contained for
 * inlining, so capitalise's rule is written out here. The name is its slot's title too: a phone's
 * header cuts a long one short, and the title still holds it whole.
 *
 * @example showUserName('tutor', 'mrs rao'); // the header reads 'Good Morning, Mrs rao'
 */
export function showUserName(position: Position, name: string, page: NameSlot = document): void {
  const slot = page.querySelector('[data-user-name]');
  if (!slot) return;
  slot.textContent = position === 'student' ? name.toUpperCase() : name.charAt(0).toUpperCase() + name.slice(1);
  slot.setAttribute('title', slot.textContent);
}
