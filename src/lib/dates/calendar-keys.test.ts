import { describe, expect, it } from 'vitest';
import { moveFocus } from './calendar-keys.ts';

describe('moveFocus', () => {
  it.each([
    ['ArrowLeft', '2026-11-22', '2026-11-21'],
    ['ArrowLeft', '2026-12-01', '2026-11-30'],
    ['ArrowLeft', '2027-01-01', '2026-12-31'],
    ['ArrowLeft', '2024-03-01', '2024-02-29'],
    ['ArrowRight', '2026-11-22', '2026-11-23'],
    ['ArrowRight', '2026-11-30', '2026-12-01'],
    ['ArrowRight', '2026-12-31', '2027-01-01'],
    ['ArrowRight', '2026-02-28', '2026-03-01'],
    ['ArrowUp', '2026-11-22', '2026-11-15'],
    ['ArrowUp', '2026-11-03', '2026-10-27'],
    ['ArrowUp', '2027-01-05', '2026-12-29'],
    ['ArrowDown', '2026-11-22', '2026-11-29'],
    ['ArrowDown', '2026-11-28', '2026-12-05'],
    ['ArrowDown', '2026-12-29', '2027-01-05'],
  ])('%s moves %s to %s', (key, day, expected) => {
    expect(moveFocus(day, key)).toBe(expected);
  });

  it.each([
    ['Home', '2026-11-26', '2026-11-23'],
    ['Home', '2026-11-23', '2026-11-23'],
    ['Home', '2026-11-22', '2026-11-16'],
    ['Home', '2027-01-01', '2026-12-28'],
    ['End', '2026-11-23', '2026-11-29'],
    ['End', '2026-11-22', '2026-11-22'],
    ['End', '2026-12-30', '2027-01-03'],
  ])('%s moves %s to its ISO week’s Monday or Sunday, %s', (key, day, expected) => {
    expect(moveFocus(day, key)).toBe(expected);
  });

  it.each([
    ['PageUp', '2026-11-22', '2026-10-22'],
    ['PageUp', '2026-03-31', '2026-02-28'],
    ['PageUp', '2024-03-31', '2024-02-29'],
    ['PageUp', '2027-01-15', '2026-12-15'],
    ['PageUp', '2026-05-31', '2026-04-30'],
    ['PageDown', '2026-11-22', '2026-12-22'],
    ['PageDown', '2026-01-31', '2026-02-28'],
    ['PageDown', '2024-01-30', '2024-02-29'],
    ['PageDown', '2026-12-15', '2027-01-15'],
  ])('%s moves %s a month, to %s', (key, day, expected) => {
    expect(moveFocus(day, key, { shiftKey: false })).toBe(expected);
  });

  it.each([
    ['PageUp', '2026-11-22', '2025-11-22'],
    ['PageUp', '2024-02-29', '2023-02-28'],
    ['PageDown', '2026-11-22', '2027-11-22'],
    ['PageDown', '2024-02-29', '2025-02-28'],
    ['PageDown', '2023-02-28', '2024-02-28'],
  ])('Shift+%s moves %s a year, to %s', (key, day, expected) => {
    expect(moveFocus(day, key, { shiftKey: true })).toBe(expected);
  });

  it('moves only PageUp and PageDown by a year with Shift; Shift+arrow still moves a day', () => {
    expect(moveFocus('2026-11-22', 'ArrowRight', { shiftKey: true })).toBe('2026-11-23');
    expect(moveFocus('2026-11-22', 'Home', { shiftKey: true })).toBe('2026-11-16');
  });

  describe('at the ends of the range', () => {
    it.each([
      ['ArrowLeft', false, '1900-01-01', '1900-01-01'],
      ['ArrowUp', false, '1900-01-03', '1900-01-01'],
      ['PageUp', false, '1900-01-20', '1900-01-01'],
      ['PageUp', true, '1900-06-20', '1900-01-01'],
      ['PageUp', false, '1900-02-15', '1900-01-15'],
      ['Home', false, '1900-01-01', '1900-01-01'],
      ['ArrowRight', false, '2099-12-31', '2099-12-31'],
      ['ArrowDown', false, '2099-12-27', '2099-12-31'],
      ['End', false, '2099-12-29', '2099-12-31'],
      ['PageDown', false, '2099-12-10', '2099-12-31'],
      ['PageDown', true, '2099-03-10', '2099-12-31'],
      ['PageDown', false, '2099-11-30', '2099-12-30'],
    ])('%s (Shift %s) from %s stays within 1900–2099: %s', (key, shiftKey, day, expected) => {
      expect(moveFocus(day, key, { shiftKey })).toBe(expected);
    });
  });

  it.each(['Enter', ' ', 'Tab', 'Escape', 'a', 'Shift'])('leaves %j to others: null', (key) => {
    expect(moveFocus('2026-11-22', key)).toBeNull();
  });

  it('moves left to the day after on a right-to-left page, where the week runs leftwards', () => {
    expect(moveFocus('2026-11-25', 'ArrowLeft', { rightToLeft: true })).toBe('2026-11-26');
    expect(moveFocus('2026-11-25', 'ArrowRight', { rightToLeft: true })).toBe('2026-11-24');
    expect(moveFocus('2026-11-25', 'ArrowDown', { rightToLeft: true })).toBe('2026-12-02');
  });
});
