import { describe, expect, it } from 'vitest';
import { exportRows } from './export-rows.ts';

describe('exportRows', () => {
  it('lists the header, then every student by admission number, numbers as numbers, with their classes by name and guardians', () => {
    const student = { fname: 'S', email: 's@school.test', contact: '9876543210', classIds: [], guardianEmails: [] };
    const rows = exportRows({
      students: [
        { ...student, id: 'c', admissionNo: '10001', fname: 'Asha', classIds: ['10a', '2a'], guardianEmails: ['mum@home.test', 'dad@home.test'] },
        { ...student, id: 'b', admissionNo: '9999' },
        { ...student, id: 'a', admissionNo: 'A-7' },
      ],
      otherEmails: new Set(),
      classes: [
        { id: '10a', name: '10A', archived: false },
        { id: '2a', name: '2A', archived: false },
      ],
    });
    expect(rows).toEqual([
      ['admission_no', 'full_name', 'email', 'contact', 'classes', 'guardian_emails'],
      ['9999', 'S', 's@school.test', '9876543210', '', ''],
      ['10001', 'Asha', 's@school.test', '9876543210', '2A;10A', 'dad@home.test;mum@home.test'],
      ['A-7', 'S', 's@school.test', '9876543210', '', ''],
    ]);
  });
});
