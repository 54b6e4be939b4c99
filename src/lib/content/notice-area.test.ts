import { describe, expect, it } from 'vitest';
import { hasTexts } from './list-answer.ts';
import { eventsText } from '../../strings/events.ts';
import { noticeArea } from './notice-area.ts';

interface Club {
  _id: string;
  name: string;
}

const isClub = hasTexts<Club>(['_id', 'name']);
const clubs = noticeArea('clubs', isClub, (club) => club.name, eventsText);

describe('a notice area', () => {
  it("lists each role's records at its own path under the area's name", () => {
    expect(clubs.student.path).toBe('/student/home/clubs');
    expect(clubs.tutor.path).toBe('/tutor/home/clubs');
  });

  it("reads both lists from the answer's field named after the area", () => {
    const answer = { clubs: [{ _id: 'c1', name: 'Chess' }] };
    expect(clubs.student.readList(answer)).toEqual([{ _id: 'c1', name: 'Chess' }]);
    expect(clubs.tutor.readList(answer)).toEqual([{ _id: 'c1', name: 'Chess' }]);
  });

  it('refuses an answer that holds something else', () => {
    expect(() => clubs.tutor.readList({ clubs: [{ _id: 'c1' }] })).toThrow();
    expect(() => clubs.tutor.readList([{ _id: 'c1', name: 'Chess' }])).toThrow();
  });
});
