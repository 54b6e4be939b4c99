/** What the student's Today's Task screen says (spec §2). Strings from the specification are word for word. */
export const todayTasksText = {
  assignments: { heading: "Today's Assignments", none: 'No Assignments Uploaded today' },
  notes: { heading: "Today's Notes", none: 'No Notes Uploaded Today' },
  uploadedToday: 'Uploaded Date: Today',
} as const;
