import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

/**
 * Column sets the migrations' tables share, each added exactly as the released migrations wrote
 * them column by column, so the tables they make keep their SQL to the byte.
 */

const filled = (column: ColumnDefinitionBuilder) => column.notNull();

/**
 * Columns of one type that every row must fill, in the order given.
 *
 * @example db.schema.createTable('photos').$call(required('integer', 'width', 'height'))
 */
export function required(type: 'text' | 'integer', ...names: readonly string[]) {
  return <Table extends string>(table: CreateTableBuilder<Table, string>) => names.reduce((built, name) => built.addColumn(name, type, filled), table);
}

/** `id`, the text primary key: the app gives each row a random UUID. */
export function withTextId<Table extends string>(table: CreateTableBuilder<Table, string>) {
  return table.addColumn('id', 'text', (column) => column.primaryKey());
}

/** `created_at` and `updated_at`: when the row was made and last changed, as ISO 8601 text. */
export const withTimes = required('text', 'created_at', 'updated_at');

/**
 * A table of dated records: `id`; the date exactly as the tutor's device sent it (`date_text`)
 * and the real day it names (`day`); the texts; `upload` when each record has a file (its
 * `uploads` row); then the times.
 *
 * @param db the database being migrated
 * @param table the table's name
 * @param texts the text columns, in order
 * @example await datedRecordTable(db, 'events', ['event', 'club', 'description'], { file: false }).execute()
 */
export function datedRecordTable(db: Kysely<unknown>, table: string, texts: readonly string[], { file }: { file: boolean }) {
  const dated = db.schema.createTable(table).$call(withTextId).$call(required('text', 'date_text', 'day', ...texts));
  const filed = file ? dated.addColumn('upload', 'text', (column) => column.notNull().references('uploads.name')) : dated;
  return filed.$call(withTimes);
}
