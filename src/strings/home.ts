/** What the student's Home and the tutor's Dashboard say (spec §2). Strings from the specification are word for word. */
export const homeText = {
  announcementsToday: { heading: 'Announcements Today', none: 'No announcements today.' },
  eventsToday: { heading: 'Events Today', none: 'No events today.' },
  /** The clock card's name for assistive technology. */
  clock: 'Time now',
  studentsEnrolled: 'Total Number of Students Enrolled',
  seeMore: 'See more',
  /** Read after 'See more' by screen readers and search engines, so the link says where it goes. */
  seeMoreOf: ' students',
} as const;
