import { describe, expect, it } from 'vitest';
import { csvField } from '../api/csv.ts';
import { cellText, isImportHeader, toStudentRow } from './student-rows.ts';

const COLUMNS = ['admission_no', 'full_name', 'email', 'contact', 'classes', 'guardian_emails'];

describe('isImportHeader', () => {
  it('takes the import’s columns in their order, whatever their case and the spaces around them', () => {
    expect(isImportHeader(COLUMNS)).toBe(true);
    expect(isImportHeader([' Admission_No', 'FULL_NAME ', 'Email', 'contact', 'classes', 'guardian_emails', '', ' '])).toBe(true);
  });

  it('refuses other columns, another order, one missing or one more', () => {
    expect(isImportHeader(['name', 'email'])).toBe(false);
    expect(isImportHeader([COLUMNS[1], COLUMNS[0], ...COLUMNS.slice(2)] as string[])).toBe(false);
    expect(isImportHeader(COLUMNS.slice(0, 5))).toBe(false);
    expect(isImportHeader([...COLUMNS, 'notes'])).toBe(false);
  });
});

describe('toStudentRow', () => {
  it('reads the cells as the columns, trimmed, each list split at `;`', () => {
    expect(toStudentRow({ line: 7, cells: [' 10042 ', ' Asha Rao', 'asha@school.test ', '98765 43210', '7A; Chess Club;;', 'mum@home.test;dad@home.test'] })).toEqual({
      line: 7,
      admissionNo: '10042',
      fullName: 'Asha Rao',
      email: 'asha@school.test',
      contact: '98765 43210',
      classes: ['7A', 'Chess Club'],
      guardianEmails: ['mum@home.test', 'dad@home.test'],
    });
  });

  it('lets blank cells after the last column be, and records any other count of cells', () => {
    expect(toStudentRow({ line: 2, cells: ['', 'Asha', 'a@b.test', '9876543210', '', '', '', ' '] }).cellCount).toBeUndefined();
    expect(toStudentRow({ line: 2, cells: ['', 'Asha', 'a@b.test', '9876543210', ''] })).toMatchObject({ cellCount: 5, fullName: 'Asha', classes: [], guardianEmails: [] });
    expect(toStudentRow({ line: 2, cells: ['', 'Asha', 'a@b.test', '9876543210', '', '', 'extra'] }).cellCount).toBe(7);
  });
});

describe('cellText', () => {
  it.each(['=1+1', '+91 98765 43210', '-5', '@Sam', '\tTab', '\rReturn'])('undoes the export’s formula escaping of %j', (value) => {
    // The cell inside its quotes (none of these values holds a quote to double).
    const exported = csvField(value).slice(1, -1);
    expect(exported).toBe(`'${value}`);
    expect(cellText(exported)).toBe(value.trim());
  });

  it('keeps a leading quote before anything else', () => {
    expect(cellText("'Tis")).toBe("'Tis");
    expect(cellText("''=1")).toBe("''=1");
  });
});
