import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../../../gateway/auth/password.ts';
import type { FileRecordTable, Store } from '../../../gateway/db/index.ts';
import { samplePdf } from '../../../gateway/testing/sample-files.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { CutOff, multipartForm, type Answer, type Api } from '../api-client.ts';
import type { FileRule } from '../data-files.ts';
import type { Writer, WriterReport } from '../writer.ts';

const PASSWORD = 'Secret#123';
const UPLOADS_FOLDER = 'uploads';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Every other file is padded to this many bytes and up, so a kill can land while one streams in. */
const LARGE_FILE_BYTES = 200_000;
const LARGE_FILE_SPREAD = 300_000;
/** The start-up sweep's line (gateway/files/sweep-uploads.ts). */
const SWEPT_LINE = /Removed (\d+) uploaded file\(s\)/;

/** What differs between the two areas: the table (and path), the audit log's word, and the tutor list's answer shape. */
interface Area {
  table: FileRecordTable;
  /** As the audit log names one: `assignment.create`, target `assignment <id> "<title>"`. */
  noun: string;
  /** The records in `GET /api/tutor/home/{table}`'s answer, or undefined when it is not a list. */
  listed: (body: unknown) => unknown;
}

const AREAS: readonly Area[] = [
  { table: 'assignments', noun: 'assignment', listed: (body) => (body as { assignments?: unknown } | undefined)?.assignments },
  { table: 'notes', noun: 'note', listed: (body) => body },
];

/** How one create ended. */
type Outcome =
  | 'created' // 201
  | 'made by a cut try' // cut off by a kill, and found in the list after the restart
  | 'not made' // cut off by a kill, and not in the list after the restart: nothing of it may remain
  | 'unexpected';

interface Create {
  area: Area;
  date: string;
  title: string;
  description: string;
  fileName: string;
  size: number;
  sha256: string;
  cut: boolean;
  outcome?: Outcome;
  /** The record as the 201 answered it, or as the list showed it after a cut. */
  made?: FileRecord;
  detail?: string;
}

/** The uploaded files: `uploads/<22 base64url characters>.pdf`, since every file sent is a PDF. */
const storedPdf: FileRule = {
  folder: UPLOADS_FOLDER,
  name: /^[A-Za-z0-9_-]{22}\.pdf$/,
  flaw: (content) => (content.subarray(0, 5).toString('latin1') === '%PDF-' && content.toString('latin1').trimEnd().endsWith('%%EOF') ? undefined : 'not a whole PDF'),
};

/**
 * A tutor creating assignments and notes, in turn, each with its own PDF (every other one a
 * few hundred KB), as the tutor's pages do: a multipart form with the date, title, description
 * and file. A create cut off by a kill may or may not have been made, so it is never sent
 * again blindly (that could make a duplicate): after the restart the tutor's list tells.
 *
 * No temporary upload (`.upload-*.tmp`) is declared: every kill is followed by a start, whose
 * sweep removes those older than it, and the run stops the server only once every write has
 * been answered, when none can be in the middle of streaming in.
 */
export function contentUploads({ api, dataDir, runId, serverOutput }: {
  api: Api;
  dataDir: string;
  runId: string;
  /** The server's output, to count what its start-up sweeps removed. */
  serverOutput: (listener: (line: string) => void) => void;
}): Writer {
  const tutor = { email: `tutor-${runId}@school.test`, fname: `Tutor ${runId}`, contact: '8000000000' };
  const creates: Create[] = [];
  let session: Promise<string> | undefined;
  let logins = 0;
  let refusedTokens = 0;
  let swept = 0;
  serverOutput((line) => (swept += Number(SWEPT_LINE.exec(line)?.[1] ?? 0)));

  async function logIn(): Promise<string> {
    for (;;) {
      try {
        logins += 1;
        const answer = await api.post('/api/tutor/login', { email: tutor.email, password: PASSWORD });
        const token = (answer.body as { token?: unknown } | undefined)?.token;
        if (answer.status !== 200 || typeof token !== 'string') throw new Error(`the tutor's login answered ${answer.status} ${answer.message}`);
        return token;
      } catch (error) {
        // Logging in changes nothing the check looks at: a cut login is simply tried again.
        if (!(error instanceof CutOff)) throw error;
      }
    }
  }

  /**
   * Sends a call with the tutor's token. Tokens outlive restarts (the signing secret is kept
   * in DATA_DIR), so the tutor logs in again only when one is refused, and once per call.
   */
  async function asTutor(send: (headers: Record<string, string>) => Promise<Answer>): Promise<Answer> {
    const used = (session ??= logIn());
    const answer = await send({ Authorization: `Bearer ${await used}` });
    if (answer.status !== 401) return answer;
    refusedTokens += 1;
    if (session === used) session = logIn();
    return send({ Authorization: `Bearer ${await session}` });
  }

  /** After a cut create: the records of its area titled as it was, read from the tutor's list. */
  async function listedAs(create: Create): Promise<FileRecord[] | undefined> {
    for (;;) {
      try {
        const answer = await asTutor((headers) => api.get(`/api/tutor/home/${create.area.table}`, headers));
        const records = create.area.listed(answer.body);
        if (answer.status !== 200 || !Array.isArray(records)) {
          return recordOutcome(create, 'unexpected', `the list after a cut create answered ${answer.status} ${answer.message}`);
        }
        return (records as FileRecord[]).filter((record) => record.title === create.title);
      } catch (error) {
        // Reading changes nothing: a cut read is simply sent again.
        if (!(error instanceof CutOff)) throw error;
      }
    }
  }

  async function send(create: Create, file: Buffer<ArrayBuffer>): Promise<void> {
    const form = await multipartForm(
      { date: create.date, title: create.title, description: create.description },
      { file: { fileName: create.fileName, contentType: 'application/pdf', bytes: file } },
    );
    let answer: Answer;
    try {
      answer = await asTutor((headers) => api.postForm(`/api/tutor/home/${create.area.table}`, form, headers));
    } catch (error) {
      if (!(error instanceof CutOff)) throw error;
      create.cut = true;
      const found = await listedAs(create);
      if (!found) return;
      if (found.length > 1) return recordOutcome(create, 'unexpected', `a cut create was made ${found.length} times`);
      create.made = found[0];
      return recordOutcome(create, found[0] ? 'made by a cut try' : 'not made');
    }
    if (answer.status !== 201) return recordOutcome(create, 'unexpected', `answered ${answer.status} ${answer.message}`);
    create.made = answer.body as FileRecord;
    recordOutcome(create, 'created');
  }

  /** Where an acknowledged create is not as sent, in the database or on disk; undefined when it is whole. */
  async function createProblem(store: Store, create: Create): Promise<{ problem?: string; fileCompared: boolean }> {
    const made = create.made;
    const said = `${create.area.table} "${create.title}"`;
    if (!made || typeof made._id !== 'string') return { problem: `${said}: acknowledged without an id`, fileCompared: false };
    const sentAs = (record: FileRecord, where: string) =>
      record.title !== create.title || record.date !== create.date || record.description !== create.description || record.fileName !== create.fileName
        ? `${said}: ${where} differs from what was sent: ${JSON.stringify(record)}`
        : undefined;
    const answered = sentAs(made, 'the answer');
    if (answered) return { problem: answered, fileCompared: false };
    const stored = await store[create.area.table].find(made._id);
    if (!stored) return { problem: `${said}: acknowledged as ${made._id}, but there is no row (or its uploads row is gone)`, fileCompared: false };
    const row = sentAs(stored.record, 'the row');
    if (row) return { problem: row, fileCompared: false };
    if (stored.record.filePath !== made.filePath || stored.record.filePath !== `${UPLOADS_FOLDER}/${stored.uploads[0]}`) {
      return { problem: `${said}: the row's file ${stored.record.filePath} is not the one answered, ${made.filePath}`, fileCompared: false };
    }
    const path = join(dataDir, stored.record.filePath);
    if (!existsSync(path)) return { problem: `${said}: its row names ${stored.record.filePath}, which is not on disk`, fileCompared: false };
    const content = readFileSync(path);
    if (sha256(content) !== create.sha256) {
      return { problem: `${said}: ${stored.record.filePath} is not the file sent (${content.length} bytes, ${create.size} sent)`, fileCompared: true };
    }
    const upload = await store.uploads.find(stored.uploads[0]);
    if (upload?.size !== create.size || upload.mime !== 'application/pdf') {
      return { problem: `${said}: its uploads row does not describe the file sent: ${JSON.stringify(upload)}`, fileCompared: true };
    }
    return { fileCompared: true };
  }

  /** The records whose create the audit log holds, as `<noun> <id>`. */
  async function auditedCreates(store: Store): Promise<Set<string>> {
    const events = await store.auditEvents.list({ since: new Date(0), actor: tutor.email });
    return new Set(
      events.flatMap(({ action, target }) => {
        const noun = /^(\w+)\.create$/.exec(action)?.[1];
        const id = target?.split(' ')[1];
        return noun && target?.startsWith(`${noun} `) ? [`${noun} ${id}`] : [];
      }),
    );
  }

  /**
   * What this run's rows and the uploads folder show beyond each create: a title made twice, a
   * create found not made that has a row after all, a file no row names (the sweep missed it),
   * a row whose file is missing, an uploads row no record uses.
   */
  async function wholeDataProblems(store: Store): Promise<string[]> {
    const problems: string[] = [];
    const usedUploads = new Set<string>();
    for (const area of AREAS) {
      const records = await store[area.table].list();
      for (const record of records) usedUploads.add(record.filePath.slice(`${UPLOADS_FOLDER}/`.length));
      const ours = creates.filter((create) => create.area === area);
      for (const create of ours) {
        const rows = records.filter((record) => record.title === create.title).length;
        if (rows > 1) problems.push(`${area.table} "${create.title}": ${rows} rows for one create`);
        if (rows > 0 && create.outcome === 'not made') problems.push(`${area.table} "${create.title}": found not made after its cut, yet it has a row now`);
      }
    }
    const named = await store.uploads.allNames();
    const onDisk = new Set(existsSync(join(dataDir, UPLOADS_FOLDER)) ? readdirSync(join(dataDir, UPLOADS_FOLDER)) : []);
    for (const name of onDisk) {
      if (storedPdf.name.test(name) && !named.has(name)) problems.push(`orphan file ${UPLOADS_FOLDER}/${name}: no uploads row names it, and the start-up sweep left it`);
    }
    for (const name of named) {
      if (!onDisk.has(name)) problems.push(`uploads row ${name} has no file on disk`);
      // Today only assignments and notes upload: a row of theirs is written with the upload's, in one transaction.
      else if (!usedUploads.has(name)) problems.push(`uploads row ${name} is used by no assignment or note`);
    }
    return problems;
  }

  return {
    name: 'assignments and notes',
    // The uploads folder itself is the server's (`serverFiles`): it makes it at each start.
    files: [storedPdf],

    async prepare(store) {
      await store.users.create({ ...tutor, position: 'tutor', passwordHash: await hashPassword(PASSWORD) }, new Date());
    },

    async write(index) {
      const number = creates.length;
      const file = pdfFor(index, number % 2 === 1);
      const create: Create = {
        area: AREAS[number % AREAS.length] as Area,
        date: `${String(1 + (index % 28)).padStart(2, '0')}/${MONTHS[index % MONTHS.length]}/2026`,
        title: `Write ${index} of ${runId}`,
        description: `Pages ${index}–${index + 4}, then the exercises ✓`,
        fileName: `Übung ${index}.pdf`,
        size: file.length,
        sha256: sha256(file),
        cut: false,
      };
      creates.push(create);
      await send(create, file);
    },

    async check(store) {
      const acknowledged = creates.filter((create) => create.outcome === 'created' || create.outcome === 'made by a cut try');
      const checked = await Promise.all(acknowledged.map((create) => createProblem(store, create)));
      const problems = checked.flatMap(({ problem }) => (problem ? [problem] : []));
      const filesCompared = checked.filter(({ fileCompared }) => fileCompared).length;
      const audited = await auditedCreates(store);
      const unaudited = acknowledged.filter((create) => !audited.has(`${create.area.noun} ${create.made?._id}`));
      return reportOn({
        creates,
        acknowledged: acknowledged.length,
        problems,
        filesCompared,
        unaudited,
        logins,
        refusedTokens,
        swept,
        dataProblems: await wholeDataProblems(store),
      });
    },
  };
}

function reportOn(run: {
  creates: Create[];
  acknowledged: number;
  problems: string[];
  filesCompared: number;
  /** Acknowledged creates the audit log does not mention. */
  unaudited: Create[];
  logins: number;
  refusedTokens: number;
  swept: number;
  dataProblems: string[];
}): WriterReport {
  const ended = (outcome: Outcome) => run.creates.filter((create) => create.outcome === outcome);
  const cut = run.creates.filter((create) => create.cut).length;
  // The audit event is written in the record's own transaction: a record the log does not mention is a failure, cut or not.
  const failures = [
    ...run.problems,
    ...run.dataProblems,
    ...ended('unexpected').map((create) => `${create.area.table} "${create.title}": ${create.detail}`),
    ...run.unaudited.map((create) => `${create.area.table} "${create.title}": ${create.outcome}, but the audit log has no ${create.area.noun}.create for it`),
  ];
  // A run in which nothing was acknowledged, or no file compared, would pass without testing anything.
  if (run.acknowledged === 0) failures.push('no assignment or note was acknowledged, so no write was checked');
  else if (run.filesCompared === 0) failures.push('no acknowledged assignment or note had its file compared');
  const warnings = cut === 0 ? ['no upload was in flight at a kill this run: cut creates went unchecked'] : [];
  if (run.refusedTokens > 0) warnings.push(`${run.refusedTokens} call(s) answered 401 to a token: tokens should outlive restarts`);
  return {
    figures: {
      creates: run.creates.length,
      acknowledged: run.acknowledged,
      'found whole': run.acknowledged - run.problems.length,
      'cut in flight': cut,
      'made by a cut try': ended('made by a cut try').length,
      'without an audit event': run.unaudited.length,
      'not made by a cut try': ended('not made').length,
      'files swept at start-up': run.swept,
      'tutor logins': run.logins,
    },
    failures,
    warnings,
  };
}

/** A distinct PDF for write `index`; a large one is padded with text to a few hundred KB. */
function pdfFor(index: number, large: boolean): Buffer<ArrayBuffer> {
  const padding = large ? LARGE_FILE_BYTES + ((index * 7919) % LARGE_FILE_SPREAD) : 0;
  return samplePdf(`write ${index} ${'page '.repeat(Math.floor(padding / 5))}`.trimEnd());
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function recordOutcome(create: Create, outcome: Outcome, detail?: string): undefined {
  create.outcome = outcome;
  create.detail = detail;
  return undefined;
}
