import { Hono, type Context } from 'hono';
import type { DateCodec } from '../../contract/dates/codecs.ts';
import type { WithAudience } from '../../contract/records/audience.ts';
import { recordMessages } from '../../contract/strings/validation.ts';
import type { DatedRecordsQueries, DatedTable, DatedTexts, FileColumns, Queries, TextColumn } from '../db/index.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { areaLists, type ChildAlso, type TutorListDepends } from './area-lists.ts';
import { refuseUnknownClasses } from './audiences.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { deleteRecord } from './remove-with-files.ts';
import { dayOf } from './validate.ts';

/** What a tutor sends of a record: the date as the form writes it, the texts, and who it is for when sent. */
type SentDetails<Table extends DatedTable> = { date: string; classes?: string[] } & DatedTexts<Table>;

/**
 * What differs between the areas whose records are a dated text (assignments, notes,
 * announcements, events). Everything else is `datedRecordRoutes`, but for each area's create and
 * edit routes, whose bodies differ.
 */
export interface DatedRecordArea<Table extends DatedTable, Answer extends Record<TextColumn<Table>, string> & WithAudience> {
  /** The table, and the last segment of the area's paths. */
  table: Table;
  /** The area's queries, on the store or in a transaction. */
  records: (queries: Queries) => DatedRecordsQueries<Table, Answer>;
  /** One record, as the audit log and messages name it: `announcement`. */
  noun: string;
  /** The text the audit log names a record by: `announcement <id> "<subject>"`. */
  namedBy: TextColumn<Table>;
  /** How the area's forms write the date. */
  dates: DateCodec;
  /** `GET /tutor/home/{table}`'s answer, where it is not the student's (`areaLists`). */
  tutorList?: (records: Answer[]) => unknown;
  /** What else the tutor's list shows (`areaLists`). */
  tutorAlso?: TutorListDepends;
  /** What else a guardian's view of a child's list carries (`areaLists`). */
  childAlso?: ChildAlso;
  /** The `uploads` names of files kept beside a record (an assignment's hand-ins), removed with it. */
  filesBeside?: (queries: Queries, id: string) => Promise<readonly string[]>;
}

/**
 * What every area of dated records does alike (spec §7): both lists, and the tutor's delete of a
 * record with its file; and the steps the area's own create and edit routes share. Role guards
 * are the area prefixes' (`guardAreas`).
 *
 * @param deps the store, the file store and the clock
 * @param area what differs in this area
 * @example const events = datedRecordRoutes(deps, { table: 'events', records: (queries) => queries.events, noun: 'event', namedBy: 'event', dates: spacedMonthDayYear })
 */
export function datedRecordRoutes<Table extends DatedTable, Answer extends Record<TextColumn<Table>, string> & WithAudience>(deps: ApiDeps, area: DatedRecordArea<Table, Answer>) {
  const tutorPath = `${TUTOR_AREA}/${area.table}`;
  /** A record as the audit log names it: `assignment <id> "<title>"`. */
  const target = (id: string, named: Record<TextColumn<Table>, unknown>) => `${area.noun} ${id} "${String(named[area.namedBy])}"`;
  const notFound: () => never = () => fail(404, recordMessages.notFound(area.noun));
  const withDay = <Sent extends { date: string }>(sent: Sent) => ({ ...sent, day: dayOf(area.dates, sent.date) });

  const app = new Hono<ApiEnv>();
  app.route('/', areaLists(deps, { kind: area.table, list: (audience) => area.records(deps.store).list(audience), tutorList: area.tutorList, tutorAlso: area.tutorAlso, childAlso: area.childAlso }));
  app.delete(`${tutorPath}/:id`, deleteRecord(deps, { remove: (tx, id) => removeWithFilesBeside(tx, id), notFound, action: `${area.noun}.delete`, target }));

  /** Removes the record, answering its own files and those kept beside it, read before the rows that name them cascade away. */
  async function removeWithFilesBeside(tx: Queries, id: string) {
    const beside = (await area.filesBeside?.(tx, id)) ?? [];
    const removed = await area.records(tx).remove(id);
    return removed && { ...removed, uploads: [...removed.uploads, ...beside] };
  }

  /** The record as the API answers it, or 404. */
  async function answer(id: string): Promise<Answer> {
    const found = await area.records(deps.store).find(id);
    if (!found) notFound();
    return found.record;
  }

  return {
    /** The area's routes so far; its own create and edit routes are added to it. */
    app,
    tutorPath,
    target,
    notFound,
    answer,

    /**
     * Writes a new record and logs it, in `tx`: the transaction that also writes its file's
     * `uploads` row when it has one. Answers the new record's id; 400 for a class the school does not have.
     */
    async create(c: Context<ApiEnv>, tx: Queries, sent: SentDetails<Table> & FileColumns<Table>): Promise<string> {
      await refuseUnknownClasses(tx, sent.classes);
      const id = await area.records(tx).create(withDay(sent), deps.now());
      await c.var.audit(`${area.noun}.create`, { target: target(id, sent) }, tx);
      return id;
    },

    /**
     * Writes a tutor's edit of the texts and the date, and of the classes when sent, and logs it, in
     * one transaction; answers the record as it now is (404 when there is none, 400 for a class
     * the school does not have). `alsoWrite` writes what the area keeps beside the record, in the same transaction.
     */
    async edit(c: Context<ApiEnv>, id: string, sent: SentDetails<Table>, alsoWrite?: (tx: Queries) => Promise<void>): Promise<Answer> {
      await deps.store.transaction(async (tx) => {
        await refuseUnknownClasses(tx, sent.classes);
        if (!(await area.records(tx).update(id, withDay(sent), deps.now()))) notFound();
        await alsoWrite?.(tx);
        await c.var.audit(`${area.noun}.edit`, { target: target(id, sent) }, tx);
      });
      return answer(id);
    },
  };
}
