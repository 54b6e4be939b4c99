/**
 * The accessibility statement (issue 28): which standard Studyhall meets, how that is checked,
 * what is known not to meet it yet, and how to report a problem. Linked from every page's footer.
 */
export const accessibilityText = {
  footerLink: 'Accessibility',
  title: 'Accessibility',
  description: 'Which accessibility standard Studyhall meets, how it is tested, what does not meet it yet, and how to report a problem.',
  heading: 'Accessibility statement',
  intro:
    'Studyhall is meant for every student, tutor and guardian of a school, whatever device they read it on and whatever way they use it: a keyboard, a screen reader, magnification or a small phone.',
  standard: {
    heading: 'The standard',
    body: 'Studyhall aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It partly meets them: the exceptions known are listed below.',
  },
  testing: {
    heading: 'How it is tested',
    points: [
      'Every page and every opened state (dialogs, forms, details, errors, empty lists) is checked by axe-core against the WCAG 2.2 AA rules in a real Chromium browser, in the project’s automated tests; a single violation fails them.',
      'The browser tests find every button, link, field and heading by its role and accessible name, as a screen reader announces them, so an unnamed control fails a test.',
      'Forms are tested by keyboard: focus stays where the person is working while a choice is saved, errors are written beside their fields and announced, and dialogs keep focus inside until closed.',
      'Every page and every opened state is also tested on phone screens 320 and 360 pixels wide: nothing may make the page scroll sideways or sit past the screen’s edge, and every button, link, field, box to tick and calendar day must be at least 44 by 44 pixels (links inside a sentence excepted).',
      'Pages are tested on a desktop screen too, and the benchmarks run Lighthouse’s accessibility audit on every page.',
      'Every page is checked in Hindi and in Arabic too, laid out right to left, by axe-core and for words left in English.',
    ],
  },
  knownIssues: {
    heading: 'What does not meet it yet',
    points: [
      'A message that appears while a dialog is open is not read out by screen readers, and cannot be closed, until the dialog closes.',
      'On a screen less than about 650 pixels high, a message at the foot of the screen can cover the last links of the tutor’s open menu until it goes (after 5 seconds) or is closed.',
      'The Hindi and Arabic wording has not yet been read through by native speakers of each language.',
    ],
    fixing: 'These are being worked on.',
  },
  report: {
    heading: 'Report a problem',
    body: 'If something in Studyhall is hard or impossible for you to use, tell your school: the helpline at the foot of your pages, or your tutor. Say which page, what you tried to do, and the device, browser and any assistive technology you use. The school passes it on to the people who run its Studyhall.',
  },
  back: 'Back to the start',
} as const;
