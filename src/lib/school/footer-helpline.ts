import { $school, loadSchool } from '../../stores/school.ts';

/**
 * Fills the footer's helpline from the school's settings, read at run time: the number, as a link
 * a phone dials. The line stays unseen (its room kept) while no helpline is known or set: a
 * school without one shows nothing rather than a made-up number, and its showing moves nothing.
 *
 * @param footer the shell's `[data-helpline]` line, holding the number's link; none on a tutor's page
 * @example showHelpline(document.querySelector('[data-helpline]'))
 */
export function showHelpline(footer: HTMLElement | null): void {
  const number = footer?.querySelector('a');
  if (!footer || !number) return;
  $school.subscribe((school) => {
    const helpline = school?.helpline ?? '';
    number.textContent = helpline;
    number.href = `tel:${helpline.replace(/[\s-]/g, '')}`;
    footer.classList.toggle('invisible', helpline === '');
  });
  void loadSchool();
}
