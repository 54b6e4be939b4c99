import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/client.ts';
import { sendBody } from './use-change.ts';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn(() => Promise.resolve('json answer')) }));

describe("a change's body", () => {
  it('goes as an upload with progress when it is a form with files', async () => {
    const upload = { send: vi.fn(() => Promise.resolve('upload answer')) };
    const form = new FormData();
    await expect(sendBody(upload, '/tutor/home/photos', 'POST', form)).resolves.toBe('upload answer');
    expect(upload.send).toHaveBeenCalledWith('/tutor/home/photos', form, 'POST');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('goes as JSON otherwise', async () => {
    const upload = { send: vi.fn() };
    await expect(sendBody(upload, '/tutor/home/students/u1', 'PATCH', { blocked: true })).resolves.toBe('json answer');
    expect(callApi).toHaveBeenCalledWith('/tutor/home/students/u1', { method: 'PATCH', body: { blocked: true } });
    expect(upload.send).not.toHaveBeenCalled();
  });
});
