import { describe, expect, it } from 'vitest';
import { studentImportText } from '../../strings/student-import.ts';
import { importPath, readImportReport, studentsChanged } from './import-report.ts';

const row = (line: number, action: string, messages: string[] = []) => ({ line, action, admissionNo: `A${line}`, fname: `pupil ${line}`, messages });

describe('a student import’s report', () => {
  it('is asked for at the import’s path, as a dry run or applied', () => {
    expect(importPath(true)).toBe('/tutor/home/students/import?dryRun=1');
    expect(importPath(false)).toBe('/tutor/home/students/import');
  });

  it('lists the rows with errors apart from the others, each in the file’s order, named by their line', () => {
    const report = readImportReport({
      rows: [row(4, 'add'), row(3, 'error', ['E-mail is required']), row(2, 'update'), row(5, 'error', ['No such', 'Two'])],
      counts: { add: 1, update: 1, unchanged: 0, error: 2 },
      newClasses: ['7C'],
    });
    expect(report.errors.map(({ _id }) => _id)).toEqual(['3', '5']);
    expect(report.errors[1]?.messages).toEqual(['No such', 'Two']);
    expect(report.others.map(({ _id, action }) => `${_id} ${action}`)).toEqual(['2 update', '4 add']);
    expect(report.newClasses).toEqual(['7C']);
    expect(studentsChanged(report)).toBe(2);
  });

  it('refuses an answer that is not a report, saying so', () => {
    const valid = { rows: [row(2, 'add')], counts: { add: 1, update: 0, unchanged: 0, error: 0 }, newClasses: [] };
    expect(() => readImportReport(valid)).not.toThrow();
    for (const broken of [
      { message: 'Only admins import students' },
      { ...valid, rows: [row(2, 'remove')] },
      { ...valid, rows: [{ ...row(2, 'add'), messages: [3] }] },
      { ...valid, rows: [{ ...row(2, 'add'), line: '2' }] },
      { ...valid, counts: { add: 1, update: 0, unchanged: 0 } },
      { ...valid, newClasses: '7C' },
    ]) {
      expect(() => readImportReport(broken)).toThrow(studentImportText.unreadable);
    }
  });
});
