import { verifyPassword } from '../../../gateway/auth/password.ts';
import type { Store } from '../../../gateway/db/index.ts';
import { CutOff, type Answer, type Api } from '../api-client.ts';
import { outboxFolder, outboxMail, outboxMailInFlight } from '../data-files.ts';
import type { Outbox } from '../outbox.ts';
import type { Writer, WriterReport } from '../writer.ts';

/** How long a code answered as sent may take to show up in the outbox. */
const MAIL_WAIT_MS = 2_000;
const PASSWORD = 'Secret#123';

/** How one sign-up ended. */
type Outcome =
  | 'created' // 201
  | 'made by a cut try' // a confirmation cut by a kill made the account: its retry is refused, but the student logs in
  | 'burnt' // a confirmation cut by a kill spent the code without making the account
  | 'unmailed' // the code request was answered 200, but no mail ever reached the outbox
  | 'rate-limited' // 429 to the code request
  | 'unexpected';

interface SignUp {
  email: string;
  fname: string;
  contact: string;
  /** Sent as X-Forwarded-For, so per-address limits see one client per sign-up. */
  clientAddress: string;
  outcome?: Outcome;
  codeRequestCut: boolean;
  confirmationCut: boolean;
  detail?: string;
}

/**
 * Students signing up as the sign-up page does: ask for a code, read it from the outbox,
 * confirm it. A call cut off by a kill is sent again, unchanged, after the restart; for a
 * confirmation that is the check of finding 7: the code must still work, or the account exist.
 * Each sign-up has its own address, so the one-code-a-minute rule never holds one back.
 */
export function studentSignups({ api, outbox, runId }: { api: Api; outbox: Outbox; runId: string }): Writer {
  const signUps: SignUp[] = [];

  async function postUntilAnswered(path: string, body: unknown, signUp: SignUp, onCut: () => void): Promise<Answer> {
    for (;;) {
      try {
        return await api.post(path, body, { 'X-Forwarded-For': signUp.clientAddress });
      } catch (error) {
        if (!(error instanceof CutOff)) throw error;
        onCut();
      }
    }
  }

  async function requestCode(signUp: SignUp): Promise<string | undefined> {
    const body = { email: signUp.email, contact: signUp.contact };
    const answer = await postUntilAnswered('/api/student/signup', body, signUp, () => (signUp.codeRequestCut = true));
    if (answer.status === 429) return recordOutcome(signUp, 'rate-limited', answer.message);
    if (answer.status !== 200) return recordOutcome(signUp, 'unexpected', `code request answered ${answer.status} ${answer.message}`);
    return (await outbox.latestCode(signUp.email, MAIL_WAIT_MS)) ?? recordOutcome(signUp, 'unmailed');
  }

  async function confirm(signUp: SignUp, otp: string): Promise<void> {
    const body = { otp, fname: signUp.fname, email: signUp.email, password: PASSWORD, contact: signUp.contact };
    const answer = await postUntilAnswered('/api/student/otp', body, signUp, () => (signUp.confirmationCut = true));
    if (answer.status === 201) return recordOutcome(signUp, 'created');
    if (!signUp.confirmationCut) return recordOutcome(signUp, 'unexpected', `confirmation answered ${answer.status} ${answer.message}`);
    // A cut try may have made the account, and the retry need not say so (409 once, 400 where the
    // server will not tell who is registered): logging in tells.
    const login = await postUntilAnswered('/api/student/login', { email: signUp.email, password: PASSWORD }, signUp, () => {});
    if (login.status === 200) return recordOutcome(signUp, 'made by a cut try');
    if (login.status !== 400) return recordOutcome(signUp, 'unexpected', `login after a cut confirmation answered ${login.status} ${login.message}`);
    return recordOutcome(signUp, 'burnt', `the retried confirmation answered ${answer.status} ${answer.message}, and there is no account`);
  }

  /** Where a student's account is not as acknowledged; undefined when it is. */
  async function accountProblem(store: Store, signUp: SignUp): Promise<string | undefined> {
    const found = await store.users.findCredentials(signUp.email);
    if (!found) return `${signUp.email}: acknowledged, but there is no account`;
    const { user, passwordHash } = found;
    if (user.position !== 'student' || user.fname !== signUp.fname || user.contact !== signUp.contact) {
      return `${signUp.email}: the account's details differ from the sign-up`;
    }
    if (!(await verifyPassword(PASSWORD, passwordHash))) return `${signUp.email}: the password does not log in`;
    if (!(await outbox.latestCode(signUp.email))) return `${signUp.email}: its code mail is gone from the outbox`;
    return undefined;
  }

  return {
    name: 'student sign-ups',
    files: [outboxFolder, outboxMail, outboxMailInFlight],

    async write(index) {
      const signUp = newSignUp(index, runId);
      signUps.push(signUp);
      const otp = await requestCode(signUp);
      if (otp) await confirm(signUp, otp);
    },

    async check(store) {
      const acknowledged = signUps.filter((signUp) => signUp.outcome === 'created' || signUp.outcome === 'made by a cut try');
      const problems = await Promise.all(acknowledged.map((signUp) => accountProblem(store, signUp)));
      return reportOn(signUps, acknowledged.length, problems.filter((problem) => problem !== undefined));
    },
  };
}

function reportOn(signUps: SignUp[], acknowledged: number, accountProblems: string[]): WriterReport {
  const ended = (outcome: Outcome) => signUps.filter((signUp) => signUp.outcome === outcome);
  const cutConfirmations = signUps.filter((signUp) => signUp.confirmationCut).length;
  const burnt = ended('burnt');
  const unmailed = ended('unmailed');
  const failures = [...accountProblems, ...ended('unexpected').map((signUp) => `${signUp.email}: ${signUp.detail}`)];
  // A run in which nothing was acknowledged, or nothing was cut, would pass without testing anything.
  if (acknowledged === 0) failures.push('no sign-up was acknowledged, so no write was checked');
  const warnings = cutConfirmations === 0 ? ['no confirmation was in flight at a kill this run: finding 7 went unchecked'] : [];
  if (burnt.length > 0) {
    failures.push(
      `${burnt.length} of ${cutConfirmations} confirmations in flight at a kill spent their code without making the account ` +
        `(finding 7; the student must wait for a new code), e.g. ${burnt[0]?.email}: ${burnt[0]?.detail}`,
    );
  }
  return {
    figures: {
      'sign-ups': signUps.length,
      acknowledged,
      'accounts found whole': acknowledged - accountProblems.length,
      'confirmations in flight at a kill': cutConfirmations,
      'burnt codes': burnt.length,
      'code requests in flight at a kill': signUps.filter((signUp) => signUp.codeRequestCut).length,
      'codes answered as sent but never mailed': unmailed.length,
      'rate-limited': ended('rate-limited').length,
    },
    failures,
    warnings: [
      ...warnings,
      ...unmailed.map(
        (signUp) =>
          `${signUp.email}: its code request was cut by a kill; asked again, the server said the code was sent, ` +
          'but no mail was written (a new code only after a minute)',
      ),
    ],
  };
}

function newSignUp(index: number, runId: string): SignUp {
  return {
    email: `student-${index}-${runId}@school.test`,
    fname: `Student ${index}`,
    contact: `9${String(index).padStart(9, '0')}`,
    clientAddress: `10.0.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`,
    codeRequestCut: false,
    confirmationCut: false,
  };
}

function recordOutcome(signUp: SignUp, outcome: Outcome, detail?: string): undefined {
  signUp.outcome = outcome;
  signUp.detail = detail;
  return undefined;
}
