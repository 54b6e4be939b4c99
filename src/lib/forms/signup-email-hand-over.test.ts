import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverSignedUpEmail, takeSignedUpEmail } from './signup-email-hand-over.ts';

beforeEach(() => {
  const saved = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => saved.set(key, value),
    removeItem: (key: string) => saved.delete(key),
  });
});

describe('the signed-up e-mail hand-over', () => {
  it('gives the address once, then nothing', () => {
    handOverSignedUpEmail('asha@school.test');
    expect(takeSignedUpEmail()).toBe('asha@school.test');
    expect(takeSignedUpEmail()).toBeUndefined();
  });

  it('gives nothing when no sign-up left an address', () => {
    expect(takeSignedUpEmail()).toBeUndefined();
  });

  it('neither throws nor gives anything when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(() => handOverSignedUpEmail('asha@school.test')).not.toThrow();
    expect(takeSignedUpEmail()).toBeUndefined();
  });
});
