import type { Migration, MigrationProvider } from 'kysely/migration';
import * as users from './0001-users.ts';
import * as signupCodes from './0002-signup-codes.ts';
import * as signupCodesCreatedIndex from './0003-signup-codes-created-index.ts';
import * as rateLimits from './0004-rate-limits.ts';
import * as usersSessionVersion from './0005-users-session-version.ts';
import * as auditEvents from './0006-audit-events.ts';
import * as uploadsAssignmentsNotes from './0007-uploads-assignments-notes.ts';
import * as announcementsEvents from './0008-announcements-events.ts';
import * as attendance from './0009-attendance.ts';
import * as photos from './0010-photos.ts';
import * as listIndexes from './0011-list-indexes.ts';
import * as contentVersions from './0012-content-versions.ts';
import * as schoolModel from './0013-school-model.ts';
import * as codePurpose from './0014-code-purpose.ts';
import * as invitations from './0015-invitations.ts';
import * as coursework from './0016-coursework.ts';
import * as announcementFiles from './0017-announcement-files.ts';
import * as listReads from './0018-list-reads.ts';
import * as mailQueue from './0019-mail-queue.ts';
import * as guardians from './0020-guardians.ts';
import * as absenceAlerts from './0021-absence-alerts.ts';
import * as digests from './0022-digests.ts';
import * as userLanguage from './0023-user-language.ts';

/** Every migration, in order. Names never change once released: the database records them. */
const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-signup-codes': signupCodes,
  '0003-signup-codes-created-index': signupCodesCreatedIndex,
  '0004-rate-limits': rateLimits,
  '0005-users-session-version': usersSessionVersion,
  '0006-audit-events': auditEvents,
  '0007-uploads-assignments-notes': uploadsAssignmentsNotes,
  '0008-announcements-events': announcementsEvents,
  '0009-attendance': attendance,
  '0010-photos': photos,
  '0011-list-indexes': listIndexes,
  '0012-content-versions': contentVersions,
  '0013-school-model': schoolModel,
  '0014-code-purpose': codePurpose,
  '0015-invitations': invitations,
  '0016-coursework': coursework,
  '0017-announcement-files': announcementFiles,
  '0018-list-reads': listReads,
  '0019-mail-queue': mailQueue,
  '0020-guardians': guardians,
  '0021-absence-alerts': absenceAlerts,
  '0022-digests': digests,
  '0023-user-language': userLanguage,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
