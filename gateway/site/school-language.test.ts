import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSchoolLanguage } from './school-language.ts';

afterEach(() => vi.useRealTimers());

describe('the school language', () => {
  it('is read at once, follows a change within the refresh, and serves English for one not shipped', async () => {
    vi.useFakeTimers();
    let setting = 'hi-IN';
    const language = await watchSchoolLanguage(async () => setting);
    expect(language.current()).toBe('hi');
    setting = 'pt-BR';
    await vi.advanceTimersByTimeAsync(2_000);
    expect(language.current()).toBe('en');
    setting = 'ar';
    await vi.advanceTimersByTimeAsync(2_000);
    expect(language.current()).toBe('ar');
    language.stop();
    setting = 'hi';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(language.current()).toBe('ar');
  });
});
