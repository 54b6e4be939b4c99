import type { Generated } from 'kysely';
import type { Language } from '../../contract/languages.ts';
import type { Position as ContractPosition } from '../../contract/records/user.ts';

/** Tables as the database stores them. Times are ISO 8601 strings in UTC; booleans are 0 or 1. */
export interface DatabaseSchema {
  users: UsersTable;
  signup_codes: SignupCodesTable;
  rate_limits: RateLimitsTable;
  audit_events: AuditEventsTable;
  uploads: UploadsTable;
  assignments: FileRecordsTable;
  notes: FileRecordsTable;
  announcements: AnnouncementsTable;
  announcement_files: AnnouncementFilesTable;
  events: EventsTable;
  attendance_days: AttendanceDaysTable;
  absences: AbsencesTable;
  photo_sections: PhotoSectionsTable;
  photos: PhotosTable;
  photo_renditions: PhotoRenditionsTable;
  content_versions: ContentVersionsTable;
  counters: CountersTable;
  classes: ClassesTable;
  class_tutors: ClassTutorsTable;
  class_students: ClassStudentsTable;
  audiences: AudiencesTable;
  registers: RegistersTable;
  register_marks: RegisterMarksTable;
  school_settings: SchoolSettingsTable;
  invitations: InvitationsTable;
  guardian_emails: GuardianEmailsTable;
  assignment_terms: AssignmentTermsTable;
  submissions: SubmissionsTable;
  submission_files: SubmissionFilesTable;
  list_reads: ListReadsTable;
  mail_queue: MailQueueTable;
  guardian_children: GuardianChildrenTable;
  absence_alerts: AbsenceAlertsTable;
  digest_choices: DigestChoicesTable;
  digest_runs: DigestRunsTable;
}

/** The product's two roles, each with a profile and a demo account. */
export type PagePosition = Exclude<ContractPosition, 'guardian'>;
/** Every account's role, the contract's `Position`: guardians (issue 27, school-model.md) read their children's views. */
export type Position = ContractPosition;

export interface UsersTable {
  id: string;
  fname: string;
  email: string;
  contact: string;
  position: Position;
  blocked: Generated<number>;
  password_hash: string;
  password_changed_at: string;
  session_version: Generated<number>;
  /** 1 for a school admin (tutors only). */
  admin: Generated<number>;
  /** A student's admission number, unique and never reused; null for tutors. */
  admission_no: string | null;
  /** The account's own language; null follows the school's (migration 0023). */
  language: Language | null;
  created_at: string;
  updated_at: string;
}

export interface SignupCodesTable {
  id: Generated<number>;
  email: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  tries: Generated<number>;
  spent: Generated<number>;
  /** What the code opens: 'signup', 'reset-student', 'reset-tutor' (migration 0014) or 'reset-guardian'. */
  purpose: Generated<string>;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds, as rate-limiter-flexible keeps it. */
  expire: number | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  /** The e-mail of who acted (or tried to), or `admin` for the command-line tools. */
  actor: string;
  action: string;
  target: string | null;
  ip: string | null;
}

/** A file kept under uploads/: its random name on disk and what it was uploaded as. */
export interface UploadsTable {
  name: string;
  file_name: string;
  mime: string;
  size: number;
  created_at: string;
}

/** Assignments and notes: a dated text with one uploaded file. */
export interface FileRecordsTable {
  id: string;
  /** As the tutor's device sent it, answered back unchanged. */
  date_text: string;
  /** The real day `date_text` names, `YYYY-MM-DD`: lists sort by it. */
  day: string;
  title: string;
  description: string;
  /** uploads.name */
  upload: string;
  created_at: string;
  updated_at: string;
}

/** A dated subject and text; its file, when it has one, is in `announcement_files`. */
export interface AnnouncementsTable {
  id: string;
  /** As the tutor's device sent it (`Nov 22 2026`), answered back unchanged. */
  date_text: string;
  /** The real day `date_text` names, `YYYY-MM-DD`: lists sort by it. */
  day: string;
  subject: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/** An announcement's one file, where it has one (0017): an image it shows or a PDF to download. */
export interface AnnouncementFilesTable {
  announcement_id: string;
  /** uploads.name */
  upload: string;
}

/** A club's dated event; no file. */
export interface EventsTable {
  id: string;
  /** As sent (` Nov 22 2026`, the leading space kept when sent), answered back unchanged. */
  date_text: string;
  /** The real day `date_text` names, `YYYY-MM-DD`: lists sort by it. */
  day: string;
  event: string;
  club: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/** A day the tutor marked attendance on, with or without anybody absent. */
export interface AttendanceDaysTable {
  /** `YYYY-MM-DD`: the day `date_text` names. */
  day: string;
  /** As the tutor's device sent it (`Mon Nov 23 2026`), answered back unchanged. */
  date_text: string;
  created_at: string;
  updated_at: string;
}

/** One student absent on one marked day. */
export interface AbsencesTable {
  /** attendance_days.day */
  day: string;
  /** users.id */
  student_id: string;
}

/** A tutor's section of photos under one subject. */
export interface PhotoSectionsTable {
  id: string;
  subject: string;
  created_at: string;
  updated_at: string;
}

/** One photo of a section: its full-size file, upright and without metadata. */
export interface PhotosTable {
  id: string;
  /** photo_sections.id; deleting the section deletes its photos. */
  section_id: string;
  /** uploads.name: the full-size copy. */
  upload: string;
  /** The name it was uploaded under, shown as its alt text. */
  file_name: string;
  /** In pixels, upright. */
  width: number;
  height: number;
  /** Upload order within the section. */
  position: number;
  created_at: string;
}

/** A smaller WebP copy of a photo. */
export interface PhotoRenditionsTable {
  /** photos.id; deleting the photo deletes its renditions' rows. */
  photo_id: string;
  width: number;
  /** uploads.name */
  upload: string;
}

/** How many times a kind of content has changed: the key a process keeps a list's answer by. */
export interface ContentVersionsTable {
  /** What changed: a list's table (`assignments`), or `users`, whose names other lists show. */
  kind: string;
  version: number;
}

/** Numbers handed out once each, such as the next admission number (`admission_no`). */
export interface CountersTable {
  name: string;
  /** The next number to hand out. */
  value: number;
}

/** A class; its name is unique among classes not archived, whatever the case. */
export interface ClassesTable {
  id: string;
  name: string;
  archived: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Who teaches a class. */
export interface ClassTutorsTable {
  class_id: string;
  tutor_id: string;
}

/** Who is in a class: its roster. */
export interface ClassStudentsTable {
  class_id: string;
  student_id: string;
}

/** The tables whose records have an audience. */
export type AudienceKind = 'assignments' | 'notes' | 'announcements' | 'events' | 'photo_sections';

/** One class a record is for; a record with no row here is for the whole school. */
export interface AudiencesTable {
  kind: AudienceKind;
  record_id: string;
  class_id: string;
}

/** A class register: one class on one day, as a tutor took it. */
export interface RegistersTable {
  class_id: string;
  /** `YYYY-MM-DD` */
  day: string;
  /** users.id of the tutor who took it last. */
  taken_by: string;
  created_at: string;
  updated_at: string;
}

export type RegisterStatus = 'present' | 'absent' | 'late' | 'excused';

/** One student's mark in a register, kept as it was taken even if the roster changes after. */
export interface RegisterMarksTable {
  class_id: string;
  day: string;
  student_id: string;
  status: RegisterStatus;
  /** Empty when the tutor wrote none. */
  note: string;
}

/** The school's settings: one row (id 1) once an admin has saved them; defaults until then. */
export interface SchoolSettingsTable {
  id: number;
  name: string;
  helpline: string;
  /** IANA, e.g. `Asia/Kolkata`. */
  time_zone: string;
  /** JSON: weekday numbers, 0 = Sunday … 6. */
  closed_weekdays: string;
  /** JSON: `YYYY-MM-DD` days. */
  holidays: string;
  language: string;
  /** 1 while the school sends absence alerts (0021). */
  absence_alerts: Generated<number>;
  updated_at: string;
}

/** What an invitation's link does: set an invited account's password, reset one, or make the first admin. */
export type InvitationPurpose = 'invite' | 'reset' | 'setup';

/** A one-time link: only the SHA-256 of its secret is kept, so the table's rows open nothing. */
export interface InvitationsTable {
  token_hash: string;
  purpose: InvitationPurpose;
  /** users.id whose password the link sets; null for `setup`, which makes the account. */
  user_id: string | null;
  created_at: string;
  expires_at: string;
  /** When the link was used; a used link opens nothing again. */
  used_at: string | null;
}

/** A guardian account and one of their children (migration 0020): what the guardian may read. */
export interface GuardianChildrenTable {
  guardian_id: string;
  student_id: string;
  created_at: string;
}

/** A guardian's address for a student, as an import names it. */
export interface GuardianEmailsTable {
  student_id: string;
  email: string;
}

/**
 * What makes an assignment coursework: its due time, points and whether hand-in is open. Beside
 * the assignment, as its audience is: an assignment without a row is due never, has no points
 * and is open, as every assignment of the product is.
 */
export interface AssignmentTermsTable {
  assignment_id: string;
  /** As the tutor's device sent it (ISO 8601 with its offset), or null for no due time. */
  due_text: string | null;
  /** The instant `due_text` names, in UTC: lists sort by it and hand-ins after it are late. */
  due_at: string | null;
  /** The most a grade can be, or null for none. */
  points: number | null;
  /** 1 while students may hand in. */
  hand_in_open: number;
}

/** A student's submission of an assignment: created at the first hand-in, kept through returns. */
export interface SubmissionsTable {
  assignment_id: string;
  student_id: string;
  /** The text answer; empty for none. */
  text: Generated<string>;
  /** When it was last handed in; null once taken back. */
  handed_in_at: string | null;
  /** When the tutor returned it; null until then. */
  returned_at: string | null;
  grade: string | null;
  feedback: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A file handed in with a submission, in the order it was sent. */
export interface SubmissionFilesTable {
  assignment_id: string;
  student_id: string;
  /** uploads.name */
  upload: string;
  file_name: string;
  position: number;
}

/** When an account last opened one of its lists (0018): what was made after is "new" to it. */
export interface ListReadsTable {
  /** users.id */
  user_id: string;
  /** The list: contract/records/news.ts `NewsArea`. */
  area: string;
  /** The server's time when the list was marked read. */
  read_at: string;
}

/** A mail the app sends, from its queueing until a worker has handed it to the mail server (0019). */
export interface MailQueueTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** The text, with its one-time code or link: emptied once the mail is sent or has failed. */
  body: string;
  created_at: string;
  /** Not tried before this: the backoff after a failed try. */
  send_after: string;
  /** Not sent after this (a code that has run out): marked failed instead. */
  give_up_at: string;
  /** Tries that failed. */
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
  /** A worker's lease: until then no other worker claims it. */
  claimed_until: string | null;
  claimed_by: string | null;
  /** JSON of the mail's own headers (0022), such as a digest's List-Unsubscribe; null for none. */
  headers: string | null;
}

/** An account that chose a digest (0022): a row is a yes; none, the default, a no. */
export interface DigestChoicesTable {
  user_id: string;
  /** contract/records/digests.ts `DigestKind`. */
  kind: string;
  created_at: string;
}

/** A digest's period whose mails were queued (0022), in the same transaction: it is never queued again. */
export interface DigestRunsTable {
  kind: string;
  /** The school's local day the period ends (and the digest is sent) on, `YYYY-MM-DD`. */
  period: string;
  created_at: string;
  /** Mails queued: a digest with nothing in it is not sent. */
  mails: number;
}

/**
 * A student's absence alert of one day (0021): the day's status as the registers last left it,
 * when the alert is due, and what the guardians were told (null until the alert is queued).
 */
export interface AbsenceAlertsTable {
  student_id: string;
  day: string;
  status: RegisterStatus;
  due_at: string;
  created_at: string;
  told_status: RegisterStatus | null;
  /** 1 once the tutors were told of a three-day absence ending this day. */
  tutors_told: Generated<number>;
}
