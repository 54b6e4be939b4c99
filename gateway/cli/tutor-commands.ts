import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { email, password } from '../../contract/validation/fields.ts';
import { firstErrorByField } from '../../contract/validation/issues.ts';
import { newTutorSchema } from '../../contract/validation/tutors.ts';
import { additionActions, addTutor as addTutorAccount, tutorTarget } from '../accounts/tutor-accounts.ts';
import { hashPassword } from '../auth/password.ts';
import { EmailTakenError, type Store } from '../db/index.ts';
import type { TutorAccount } from '../db/users.ts';

const usage = `Usage:
  npm run tutor -- add --email E --name N --contact C [--admin]   create a tutor (--admin: a school admin)
  npm run tutor -- list                                           list tutors
  npm run tutor -- password --email E                             set a tutor's password

The password is asked for when run in a terminal, or read from TUTOR_PASSWORD (for scripts).`;

export interface CliIo {
  store: Store;
  /** The new password: TUTOR_PASSWORD, a prompt, or undefined when neither is possible. */
  readPassword: () => Promise<string | undefined>;
  print: (line: string) => void;
}

export class CliError extends Error {}

/** The Tutors page's rules for a new tutor, and the password the tool sets itself. */
const addSchema = z.extend(newTutorSchema, { password });
const passwordSchema = z.object({ email, password });

/** Runs one admin command; throws CliError with a message for the admin on bad input. */
export async function runTutorCommand(argv: string[], io: CliIo): Promise<void> {
  const { positionals, values } = parseOptions(argv);
  const command = positionals[0];
  if (command === 'list') return listTutors(io);
  if (command === 'add') return addTutor(io, values);
  if (command === 'password') return setTutorPassword(io, values);
  throw new CliError(command ? `Unknown command '${command}'.\n\n${usage}` : usage);
}

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, contact: { type: 'string' }, admin: { type: 'boolean' } },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
}

async function listTutors({ store, print }: CliIo) {
  const tutors = await store.users.listTutors();
  if (tutors.length === 0) return print('No tutors yet. Add one with: npm run tutor -- add --email E --name N --contact C');
  for (const tutor of tutors) print([tutor.email, tutor.fname, tutor.contact, ...marks(tutor)].join('\t'));
}

/** What the Tutors page marks a tutor with, as the list's last columns. */
function marks(tutor: TutorAccount): string[] {
  return [...(tutor.admin ? ['admin'] : []), ...(tutor.invited ? ['invited'] : []), ...(tutor.blocked ? ['blocked'] : [])];
}

async function addTutor(io: CliIo, values: { email?: string; name?: string; contact?: string; admin?: boolean }) {
  const input = parse(addSchema, { email: values.email, fname: values.name, contact: values.contact, admin: values.admin, password: await io.readPassword() });
  const passwordHash = await hashPassword(input.password);
  const tutor = await addTutorAccount(io.store, input, new Date(), passwordHash).catch((error: unknown) => {
    throw error instanceof EmailTakenError ? new CliError(`A user with the e-mail ${input.email} already exists.`) : error;
  });
  for (const action of additionActions(tutor)) await recordAdminAction(io.store, action, tutorTarget(tutor));
  io.print(`Tutor ${input.fname} <${input.email}> added${tutor.admin ? ', a school admin' : ''}.`);
}

async function setTutorPassword(io: CliIo, values: { email?: string }) {
  const input = parse(passwordSchema, { email: values.email, password: await io.readPassword() });
  const tutor = await io.store.users.findByEmail(input.email);
  if (tutor?.position !== 'tutor') throw new CliError(`No tutor has the e-mail ${input.email}.`);
  await io.store.users.setPassword(input.email, await hashPassword(input.password), new Date());
  await recordAdminAction(io.store, 'password.change', tutorTarget(tutor));
  io.print(`Password of ${input.email} changed.`);
}

/** The command-line tools act as the school's admin, from the server itself. */
function recordAdminAction(store: Store, action: string, target: string): Promise<void> {
  return store.auditEvents.record({ at: new Date(), actor: 'admin', action, target });
}

const optionNames: Record<string, string> = { fname: '--name', email: '--email', contact: '--contact', admin: '--admin', password: 'password' };

function parse<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = Object.entries(firstErrorByField(result.error.issues)).map(([field, message]) => `  ${optionNames[field] ?? field}: ${message}`);
  throw new CliError(`Cannot do that:\n${lines.join('\n')}\n\n${usage}`);
}
