import { describe, expect, it } from 'vitest';
import { nameOfKind, shownName } from './file-names.ts';

describe('nameOfKind', () => {
  it.each([
    ['lesson.html', 'txt', 'lesson.txt'],
    ['run-me.bat', 'txt', 'run-me.txt'],
    ['payload.js', 'txt', 'payload.txt'],
    ['invoice.pdf.exe', 'pdf', 'invoice.pdf.pdf'],
    ['page.HTM', 'txt', 'page.txt'],
    ['photo.svg', 'png', 'photo.png'],
    ['README', 'txt', 'README.txt'],
    ['.bashrc', 'txt', '.bashrc.txt'],
    ['trailing dot.', 'pdf', 'trailing dot.pdf'],
    ['..html', 'txt', 'file.txt'],
  ])('gives %s checked as %s the name %s', (name, extension, expected) => {
    expect(nameOfKind(name, extension)).toBe(expected);
  });

  it.each([
    ['Worksheet 3.pdf', 'pdf'],
    ['SCAN.PDF', 'pdf'],
    ['IMG_0042.jpeg', 'jpg'],
    ['IMG_0042.JPG', 'jpg'],
    ['notes.v2.txt', 'txt'],
  ])('keeps %s, already named for its kind', (name, extension) => {
    expect(nameOfKind(name, extension)).toBe(name);
  });
});

describe('shownName', () => {
  it('names a stored file for the extension it was stored under', () => {
    expect(shownName('lesson.html', 'Zk3mQ0aPfW8xL2vN7bT1cA.txt')).toBe('lesson.txt');
    expect(shownName('Worksheet 3.pdf', 'Zk3mQ0aPfW8xL2vN7bT1cA.pdf')).toBe('Worksheet 3.pdf');
  });
});
