import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-uploads.ts';

describe('safeFileName', () => {
  it.each([
    ['week3.pdf', 'week3.pdf'],
    ['C:\\fakepath\\week3.pdf', 'week3.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['evil\u0007"name"\r\n.pdf', 'evilname.pdf'],
    ['   ', 'file.pdf'],
    ['..', 'file.pdf'],
    ['', 'file.pdf'],
  ])('makes %j safe for a download header: %j', (name, safe) => {
    expect(safeFileName(name, 'pdf')).toBe(safe);
  });

  it('keeps the end of an overlong name, where its extension is', () => {
    const long = `${'a'.repeat(300)}.docx`;
    expect(safeFileName(long, 'docx')).toHaveLength(200);
    expect(safeFileName(long, 'docx')).toMatch(/a\.docx$/);
  });
});
