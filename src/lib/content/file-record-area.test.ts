import { describe, expect, it } from 'vitest';
import { assignmentsArea } from '../../areas/assignments/area.ts';
import { notesArea } from '../../areas/notes/area.ts';
import { contentText } from '../../strings/content.ts';
import { fileRecordsIn } from './file-record-area.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';

const note: FileRecord = { _id: 'n1', date: '22/Nov/2026', title: 'Fractions', description: 'Page 4', filePath: 'uploads/a.pdf', fileName: 'fractions.pdf', classes: [] };

describe('reading list answers (spec §7)', () => {
  it.each([
    ['student assignments', assignmentsArea.student, { assignments: [note] }],
    ['tutor assignments', assignmentsArea.tutor, { assignments: [note] }],
    ['student notes', notesArea.student, { notes: [note] }],
    ['tutor notes, a bare array', notesArea.tutor, [note]],
  ])('%s', (_name, endpoint, answer) => {
    expect(endpoint.readList(answer)).toEqual([note]);
  });

  it.each([
    ['tutor notes wrapped like the others', notesArea.tutor, { notes: [note] }],
    ['student notes as a bare array', notesArea.student, [note]],
    ['assignments without their field', assignmentsArea.student, {}],
    ['no answer at all', assignmentsArea.tutor, null],
  ])('refuses %s with a message the page shows', (_name, endpoint, answer) => {
    expect(() => endpoint.readList(answer)).toThrow(contentText.unreadableList);
  });

  it('refuses a list holding something other than records', () => {
    expect(() => fileRecordsIn([note, { ...note, fileName: undefined }])).toThrow(contentText.unreadableList);
    expect(fileRecordsIn([])).toEqual([]);
  });
});
