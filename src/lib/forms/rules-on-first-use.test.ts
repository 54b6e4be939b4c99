import { describe, expect, it, vi } from 'vitest';
import { rulesOnFirstUse } from './rules-on-first-use.ts';

describe('rulesOnFirstUse', () => {
  it('fetches nothing until asked, then once however often asked', async () => {
    const fetchRules = vi.fn(async () => 'rules');
    const rules = rulesOnFirstUse(fetchRules);
    expect(fetchRules).not.toHaveBeenCalled();
    expect(rules.loaded).toBeUndefined();
    await Promise.all([rules.load(), rules.load()]);
    expect(await rules.load()).toBe('rules');
    expect(rules.loaded).toBe('rules');
    expect(fetchRules).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (offline)', async () => {
    const fetchRules = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('rules');
    const rules = rulesOnFirstUse(fetchRules);
    await expect(rules.load()).rejects.toThrow('Failed to fetch');
    expect(rules.loaded).toBeUndefined();
    expect(await rules.load()).toBe('rules');
    expect(fetchRules).toHaveBeenCalledTimes(2);
  });
});
