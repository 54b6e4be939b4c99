import type { Random } from './random.ts';

// What the demo school's tutors write. Plain ASCII: titles are printed into the PDFs, whose
// standard font has no other characters.

/** The subjects taught, each with the topics of a year. */
const SUBJECTS: ReadonlyArray<{ subject: string; topics: readonly string[] }> = [
  {
    subject: 'Mathematics',
    topics: ['Fractions', 'Decimals', 'Percentages', 'Ratio and proportion', 'Linear equations', 'Angles in polygons', 'Area and perimeter', 'Volume of prisms', 'Probability', 'Averages and range', 'Simultaneous equations', "Pythagoras' theorem", 'Straight-line graphs', 'Indices', 'Standard form', 'Sequences'],
  },
  {
    subject: 'English',
    topics: ['Persuasive writing', 'Poetry analysis', 'Reading comprehension', 'Formal letters', 'Clauses and punctuation', 'Macbeth, Act 1', 'Planning a short story', 'Building vocabulary', 'Writing a speech', 'Book reviews'],
  },
  {
    subject: 'Science',
    topics: ['Cells and tissues', 'Forces and motion', 'Acids and alkalis', 'The periodic table', 'Electric circuits', 'Photosynthesis', 'Energy transfers', 'States of matter', 'The solar system', 'Food chains', 'Magnetism', 'Light and reflection'],
  },
  {
    subject: 'History',
    topics: ['The Industrial Revolution', 'Ancient Egypt', 'The Mughal Empire', 'The First World War', 'The Silk Road', 'The Renaissance', 'Ancient Rome', 'The French Revolution', 'Independence movements'],
  },
  {
    subject: 'Geography',
    topics: ['Rivers and floods', 'Volcanoes and earthquakes', 'Weather and climate', 'Population change', 'Map skills', 'Tropical rainforests', 'Growing cities', 'Coasts'],
  },
  {
    subject: 'Computing',
    topics: ['Algorithms', 'Binary numbers', 'Loops in Python', 'Spreadsheets', 'Networks and the internet', 'Staying safe online', 'Databases'],
  },
  {
    subject: 'French',
    topics: ['Greetings', 'Numbers and dates', 'My family', 'Food and drink', 'Asking the way', 'My school day'],
  },
];

const ASSIGNMENTS: ReadonlyArray<{ kind: string; describe: (topic: string) => string }> = [
  { kind: 'worksheet', describe: (topic) => `Answer every question on the attached sheet about ${topic.toLowerCase()}. Show your working and bring it to the next lesson.` },
  { kind: 'reading', describe: (topic) => `Read the attached pages on ${topic.toLowerCase()} and answer the questions at the end in your exercise book.` },
  { kind: 'project', describe: (topic) => `A one-page project on ${topic.toLowerCase()}, with at least one diagram or picture. Due in a week.` },
  { kind: 'revision quiz', describe: (topic) => `Revision questions on ${topic.toLowerCase()} before next week's class test. Try them first, then check with a friend.` },
  { kind: 'homework', describe: (topic) => `Homework on ${topic.toLowerCase()}: the exercises on the attached sheet, about thirty minutes' work.` },
];

const NOTES: ReadonlyArray<(topic: string) => string> = [
  (topic) => `Class notes on ${topic.toLowerCase()}: the key ideas, two worked examples and a summary to revise from.`,
  (topic) => `What we covered on ${topic.toLowerCase()} this week, with the words to learn.`,
  (topic) => `Notes for students who missed the lesson on ${topic.toLowerCase()}. Read them before the next class.`,
];

/** A dated text of one subject's lesson: an assignment's or a note's title and description. */
export interface Coursework {
  title: string;
  description: string;
}

/**
 * An assignment of a subject and topic drawn at random.
 *
 * @param random where the subject, topic and kind of work are drawn from
 * @example assignmentText(random) // { title: 'Science: Photosynthesis (worksheet)', description: 'Answer every question…' }
 */
export function assignmentText(random: Random): Coursework {
  const { subject, topic } = lesson(random);
  const { kind, describe } = random.pick(ASSIGNMENTS);
  return { title: `${subject}: ${topic} (${kind})`, description: describe(topic) };
}

/**
 * A note of a subject and topic drawn at random.
 *
 * @param random where the subject, topic and wording are drawn from
 * @example noteText(random) // { title: 'History notes: Ancient Rome', description: 'Class notes on…' }
 */
export function noteText(random: Random): Coursework {
  const { subject, topic } = lesson(random);
  return { title: `${subject} notes: ${topic}`, description: random.pick(NOTES)(topic) };
}

function lesson(random: Random): { subject: string; topic: string } {
  const { subject, topics } = random.pick(SUBJECTS);
  return { subject, topic: random.pick(topics) };
}

/** What the school announces over a year; drawn in turn, so none repeats until all have been. */
export const ANNOUNCEMENTS: ReadonlyArray<{ subject: string; description: string }> = [
  { subject: 'Parent-teacher meetings', description: 'Parents may book a ten-minute meeting with each tutor. The booking sheet is at the office until Friday.' },
  { subject: 'School closed for staff training', description: 'There are no classes on the training day. The library stays open from 9 to 1 for revision.' },
  { subject: 'Library books due back', description: 'Please return every library book before the end of the month so the stock can be counted.' },
  { subject: 'Sports day kit', description: 'Wear your house colour T-shirt and bring a water bottle and a cap. Running shoes only on the track.' },
  { subject: 'Science fair entries open', description: 'Teams of up to three may enter. Hand in a one-page plan to your science tutor within two weeks.' },
  { subject: 'Exam timetable published', description: 'The timetable for the end-of-term exams is on the notice board and attached here. Check your rooms.' },
  { subject: 'Winter uniform from Monday', description: 'The winter uniform starts on Monday: the school sweater and dark trousers or skirt.' },
  { subject: 'School photo day', description: 'Class and individual photos are taken this Thursday. Come in full uniform.' },
  { subject: 'Museum trip consent forms', description: 'Consent forms for the museum trip are due on Wednesday. The bus leaves at 8:30 sharp.' },
  { subject: 'Lost property', description: 'Unclaimed jumpers, bottles and lunch boxes are on the table by the office until Friday, then given away.' },
  { subject: 'Reading challenge', description: 'Read five books this term and log them with the librarian to earn a certificate.' },
  { subject: 'New computer lab', description: 'The new computer lab opens next week. Log in with your school e-mail address.' },
  { subject: 'Vaccination day', description: 'The health team visits on Tuesday. Bring the signed form if your family has agreed.' },
  { subject: 'Annual day rehearsals', description: 'Rehearsals for the annual day run every afternoon this week in the main hall.' },
  { subject: 'Holiday homework', description: 'Holiday homework for every subject is on the Assignments page. It is due on the first day back.' },
  { subject: 'Canteen menu changes', description: 'The canteen now serves a vegetarian dish every day and fresh fruit at break.' },
  { subject: 'Bus route change', description: 'Route 4 no longer stops at the market. The nearest stop is now outside the post office.' },
  { subject: 'Results day', description: 'Term reports are handed out on Friday. Tutors are free after school for questions.' },
  { subject: 'Charity book sale', description: 'Bring books you have finished with. Every sale goes to the village library.' },
  { subject: 'Heat wave timings', description: 'During the heat wave, outdoor sport moves to the first period and the day ends at 1:30.' },
];

/** The clubs that run events, and the events each holds. */
export const CLUB_EVENTS: ReadonlyArray<{ club: string; events: ReadonlyArray<{ event: string; description: string }> }> = [
  {
    club: 'Science Club',
    events: [
      { event: 'Science fair', description: 'Projects are shown in the main hall; parents are welcome from 2 pm.' },
      { event: 'Night sky watch', description: 'Telescopes on the playground after dark. Bring a warm jacket.' },
    ],
  },
  {
    club: 'Drama Club',
    events: [
      { event: 'Annual play', description: 'This year the club performs A Midsummer Night\'s Dream in the main hall.' },
      { event: 'Auditions', description: 'Auditions for the annual play. Prepare a one-minute speech of your choice.' },
    ],
  },
  {
    club: 'Sports Council',
    events: [
      { event: 'Sports day', description: 'Track and field events by house, from 9 am on the main ground.' },
      { event: 'Inter-school football', description: 'Our team plays at home against the district school. Come and cheer.' },
      { event: 'Yoga morning', description: 'Open yoga session on the lawn before classes. Mats are provided.' },
    ],
  },
  {
    club: 'Debate Society',
    events: [
      { event: 'Inter-house debate', description: 'The motion is announced a week before. Each house sends three speakers.' },
      { event: 'Model United Nations', description: 'Delegates represent one country each. Sign up with the society secretary.' },
    ],
  },
  {
    club: 'Eco Club',
    events: [
      { event: 'Tree planting drive', description: 'We plant fifty saplings along the school wall. Gloves and tools are provided.' },
      { event: 'Clean-up walk', description: 'A litter pick around the neighbourhood, starting at the school gate.' },
    ],
  },
  {
    club: 'Music Society',
    events: [
      { event: 'Spring concert', description: 'The choir and the school band perform. Tickets are free from the office.' },
      { event: 'Open mic afternoon', description: 'Anyone may play or sing one piece. Put your name on the list by Thursday.' },
    ],
  },
  {
    club: 'Chess Club',
    events: [
      { event: 'Chess tournament', description: 'Rapid games, ten minutes each. Beginners have their own section.' },
    ],
  },
  {
    club: 'Art Club',
    events: [
      { event: 'Art exhibition', description: 'Paintings, sculpture and photography by students, in the library all week.' },
      { event: 'Mural painting', description: 'Help paint the new mural by the canteen. Old clothes recommended.' },
    ],
  },
  {
    club: 'Robotics Club',
    events: [
      { event: 'Robot race', description: 'Line-following robots race on the hall floor. Teams of two.' },
    ],
  },
];

/** The photo sections a school keeps: its big days. */
export const PHOTO_SUBJECTS: readonly string[] = ['Sports day', 'Science fair', 'Annual day', 'Museum trip', 'Art exhibition', 'Tree planting drive'];
