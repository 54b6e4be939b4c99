import * as z from 'zod/mini';
import { invitationText as m } from '../strings/invitations.ts';
import { confirmPassword, password, passwordsMatch } from './fields.ts';

/** A link's secret: 32 random bytes in base64url, as the server writes them. */
export const invitationToken = z.string({ error: m.tokenInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, m.tokenInvalid));

/** `POST /invite/accept` `{token, password}`: the password takes the sign-up rules and messages. */
export const inviteAcceptSchema = z.object({ token: invitationToken, password });
export type InviteAccept = z.output<typeof inviteAcceptSchema>;

/** The invitation page's form: the new password typed twice. */
export const inviteFormSchema = z.object({ password, confirmPassword }).check(passwordsMatch);
