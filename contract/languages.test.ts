import { describe, expect, it } from 'vitest';
import { directionOf, languageInCookies, shippedLanguage } from './languages.ts';

describe('languages', () => {
  it('takes a tag with a region for the shipped language it names, and none it does not ship', () => {
    expect(shippedLanguage('hi-IN')).toBe('hi');
    expect(shippedLanguage('AR')).toBe('ar');
    expect(shippedLanguage('pt-BR')).toBeUndefined();
    expect(shippedLanguage('')).toBeUndefined();
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('hi')).toBe('ltr');
  });

  it('reads the language cookie among others, and ignores one it does not ship', () => {
    expect(languageInCookies('a=1; studyhall-lang=ar; b=2')).toBe('ar');
    expect(languageInCookies('studyhall-lang=hi')).toBe('hi');
    expect(languageInCookies('studyhall-lang=fr')).toBeUndefined();
    expect(languageInCookies('xstudyhall-lang=hi')).toBeUndefined();
    expect(languageInCookies(undefined)).toBeUndefined();
  });
});
