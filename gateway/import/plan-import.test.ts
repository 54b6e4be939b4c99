import { describe, expect, it } from 'vitest';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import type { RollStudent, SchoolRoll } from '../db/student-import.ts';
import { planFile } from './plan-import.ts';
import { toStudentRow, type StudentRow } from './student-rows.ts';

const asha: RollStudent = { id: 'asha-id', admissionNo: '10001', fname: 'Asha Rao', email: 'asha@school.test', contact: '9876543210', classIds: ['7a-id'], guardianEmails: ['mum@home.test'] };
const ben: RollStudent = { id: 'ben-id', admissionNo: '10002', fname: 'Ben', email: 'ben@school.test', contact: '9123456780', classIds: [], guardianEmails: [] };
const roll: SchoolRoll = {
  students: [asha, ben],
  otherEmails: new Set(['rao@school.test']),
  classes: [
    { id: '7a-id', name: '7A', archived: false },
    { id: 'old-7b-id', name: '7B', archived: true },
    { id: 'old-8a-id', name: '8A', archived: true },
    { id: '8a-id', name: '8a', archived: false },
  ],
};

/** Rows of the import's six cells, from line 2. */
const rows = (...lines: string[][]): StudentRow[] => lines.map((cells, index) => toStudentRow({ line: index + 2, cells }));
/** The rows as a file gives them, read as they come. */
const planOf = (studentRows: readonly StudentRow[]) => planFile(async (each) => studentRows.map((row) => each(row)), roll);
const plan = (...lines: string[][]) => planOf(rows(...lines));
const ashaCells = ['10001', 'Asha Rao', 'asha@school.test', '9876543210', '7A', 'mum@home.test'];

describe('planFile', () => {
  it('leaves a student the file repeats exactly unchanged, whatever the case of class names and addresses', async () => {
    const { report, adds, updates } = await plan(['10001', 'Asha Rao', 'ASHA@school.test', ' 9876543210', '7a', 'MUM@home.test']);
    expect(report.rows).toEqual([{ line: 2, action: 'unchanged', admissionNo: '10001', fname: 'Asha Rao', messages: [] }]);
    expect([adds, updates]).toEqual([[], []]);
  });

  it('finds a student by e-mail when the row gives no admission number', async () => {
    const { report } = await plan(['', 'Asha Rao', 'asha@school.test', '9876543210', '7A', 'mum@home.test']);
    expect(report.counts).toEqual({ add: 0, update: 0, unchanged: 1, error: 0 });
  });

  it('plans an update with what changes, the file’s classes and guardians exactly', async () => {
    const { report, updates } = await plan(['10001', 'Asha K Rao', 'asha.rao@school.test', '9876543210', '8A; Drama', 'dad@home.test;Dad@home.test']);
    expect(report.rows[0]).toEqual({ line: 2, action: 'update', admissionNo: '10001', fname: 'Asha K Rao', messages: [m.changes(['name', 'e-mail', 'classes', 'guardian e-mails']), m.createsClass('Drama')] });
    expect(updates).toEqual([
      { line: 2, studentId: 'asha-id', admissionNo: '10001', fname: 'Asha K Rao', email: 'asha.rao@school.test', contact: '9876543210', classIds: ['8a-id'], newClassKeys: ['drama'], guardianEmails: ['dad@home.test'], changes: ['name', 'email', 'classes', 'guardians'] },
    ]);
  });

  it('plans adds, with the number given or the next free one, and each new class once, as first written', async () => {
    const { report, adds, newClasses, takenNumbers } = await plan(['', 'Ravi', 'ravi@school.test', '9876543210', 'Chess Club;7A', ''], ['A-7', 'Zoya', 'zoya@school.test', '9876543210', 'chess club', '']);
    expect(report.rows.map((row) => [row.action, row.messages])).toEqual([
      ['add', [m.nextNumber, m.createsClass('Chess Club')]],
      ['add', [m.createsClass('chess club')]],
    ]);
    expect(report.newClasses).toEqual(['Chess Club']);
    expect([...newClasses]).toEqual([['chess club', 'Chess Club']]);
    expect(adds.map((add) => [add.admissionNo, add.classIds, add.newClassKeys])).toEqual([
      [undefined, ['7a-id'], ['chess club']],
      ['A-7', [], ['chess club']],
    ]);
    expect(takenNumbers).toEqual(new Set(['10001', '10002', 'A-7']));
  });

  it('refuses a class only an archived class is called, and takes the one in use when both are', async () => {
    const { report } = await plan([...ashaCells.slice(0, 4), '7b;8A', 'mum@home.test']);
    expect(report.rows[0]?.messages).toEqual([m.archivedClass('7b')]);
  });

  it('refuses an e-mail another student or account has', async () => {
    const { report } = await plan(['10001', 'Asha', 'ben@school.test', '9876543210', '', ''], ['', 'Kim', 'rao@school.test', '9876543210', '', ''], ['10099', 'New', 'asha@school.test', '9876543210', '', '']);
    expect(report.rows.map((row) => row.messages)).toEqual([[m.emailOfStudent('10002')], [userDetailsMessages.emailTaken], [m.emailOfStudent('10001')]]);
  });

  it('refuses rows that repeat a number or an address, or are about one student, each naming another line', async () => {
    const { report } = await plan(
      ['', 'Kim', 'kim@school.test', '9876543210', '', ''],
      ['', 'Kim Lee', 'KIM@school.test', '9876543210', '', ''],
      ['X1', 'Lee', 'lee@school.test', '9876543210', '', ''],
      ['X1', 'Mo', 'mo@school.test', '9876543210', '', ''],
      ['10002', 'Ben', 'ben.new@school.test', '9876543210', '', ''],
      ['', 'Ben', 'ben@school.test', '9876543210', '', ''],
    );
    expect(report.rows.map((row) => row.messages)).toEqual([[m.sameEmail(3)], [m.sameEmail(2)], [m.sameAdmissionNo(5)], [m.sameAdmissionNo(4)], [m.sameStudent(7)], [m.sameStudent(6)]]);
    expect(report.counts.error).toBe(6);
  });

  it('gives every reason of one row', async () => {
    const { report } = await plan(['', '', 'not mail', '12', '', 'x@']);
    expect(report.rows[0]?.messages).toEqual([userDetailsMessages.nameRequired, userDetailsMessages.emailInvalid, userDetailsMessages.contactInvalid, m.guardianInvalid('x@')]);
  });

  it('plans nothing to write for a file with an error row, and still reports every row', async () => {
    const { report } = await plan(['', 'Ravi', 'ravi@school.test', '9876543210', '', ''], ['', 'Bad', 'bad', '9876543210', '', '']);
    expect(report.counts).toEqual({ add: 1, update: 0, unchanged: 0, error: 1 });
  });

  it('refuses a row without the import’s columns, with that reason alone', async () => {
    const { report } = await planOf([toStudentRow({ line: 2, cells: ['', 'not mail'] })]);
    expect(report.rows[0]?.messages).toEqual([m.cellCount(2)]);
  });
});
