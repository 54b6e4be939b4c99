import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $token } from '../../stores/auth.ts';
import { serverMessages } from '../../../contract/strings/common.ts';
import { ApiError } from './client.ts';
import { isAbort, uploadWithProgress } from './upload.ts';

/** Just enough of XMLHttpRequest for uploadWithProgress; the test plays the server. */
class FakeRequest extends EventTarget {
  static last: FakeRequest;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }
}

const form = () => {
  const data = new FormData();
  data.set('title', 'Fractions');
  return data;
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  $token.set('a.b.c');
});
afterEach(() => {
  vi.unstubAllGlobals();
  $token.set(null);
});

describe('uploadWithProgress', () => {
  it('sends the form under /api with the bearer token and resolves with the JSON answer', async () => {
    const body = form();
    const done = uploadWithProgress('/tutor/home/notes/n1', body, { method: 'PATCH' });
    const request = FakeRequest.last;
    expect(request.method).toBe('PATCH');
    expect(request.url).toBe('/api/tutor/home/notes/n1');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer a.b.c', Accept: 'application/json' });
    expect(request.body).toBe(body);
    request.answer(200, { _id: 'n1' });
    await expect(done).resolves.toEqual({ _id: 'n1' });
  });

  it('reports the bytes sent, with 0 as the total while it is unknown', async () => {
    const seen: unknown[] = [];
    const done = uploadWithProgress('/tutor/home/notes', form(), { onProgress: (progress) => seen.push(progress) });
    FakeRequest.last.progress(10, 100);
    FakeRequest.last.progress(20, 0, false);
    FakeRequest.last.answer(201, {});
    await done;
    expect(seen).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 20, total: 0 },
    ]);
  });

  it("rejects with the server's message and status", async () => {
    const done = uploadWithProgress('/tutor/home/notes', form());
    FakeRequest.last.answer(415, { message: 'Only PDF files' });
    await expect(done).rejects.toEqual(new ApiError(415, 'Only PDF files'));
    await expect(done).rejects.toMatchObject({ status: 415 });
  });

  it('names the status when the answer has no message', async () => {
    const done = uploadWithProgress('/tutor/home/notes', form());
    FakeRequest.last.answer(502, undefined);
    await expect(done).rejects.toMatchObject({ status: 502, message: serverMessages.badAnswer(502) });
  });

  it('says the server could not be reached on a network error or status 0', async () => {
    const failed = uploadWithProgress('/tutor/home/notes', form());
    FakeRequest.last.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ status: 0, message: serverMessages.offline });
    const empty = uploadWithProgress('/tutor/home/notes', form());
    FakeRequest.last.answer(0, undefined);
    await expect(empty).rejects.toMatchObject({ status: 0, message: serverMessages.offline });
  });

  it('says the upload was cut off when the connection drops after bytes were sent', async () => {
    const cut = uploadWithProgress('/tutor/home/notes', form());
    FakeRequest.last.progress(4096, 30_000_000, true);
    FakeRequest.last.dispatchEvent(new Event('error'));
    await expect(cut).rejects.toMatchObject({ status: 0, message: serverMessages.uploadCut });
  });

  it('stops when its signal is aborted, rejecting with an AbortError', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('/tutor/home/notes', form(), { signal: controller.signal });
    controller.abort();
    const error = await done.catch((reason: unknown) => reason);
    expect(isAbort(error)).toBe(true);
    expect(isAbort(new ApiError(0, 'offline'))).toBe(false);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = FakeRequest.last;
    await expect(uploadWithProgress('/tutor/home/notes', form(), { signal: controller.signal })).rejects.toSatisfy(isAbort);
    expect(FakeRequest.last).toBe(before);
  });
});
