import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeServiceWorker } from './service-worker.ts';

interface Entry {
  url: string;
  revision: string | null;
}

let siteDir = '';

afterEach(async () => {
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

/** A built site of a few files, as Astro writes them. */
async function smallSite(loginHeading = 'LOGIN'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'studyhall-site-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Studyhall</h1>',
    '404.html': '<h1>Not found</h1>',
    'offline/index.html': '<h1>You are offline</h1>',
    'student/login/index.html': `<h1>${loginHeading}</h1>`,
    'student/login/index.html.br': 'compressed copy',
    '_astro/preact.AbC123.js': 'export {}',
    'student.webmanifest': '{}',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** The precache list the written worker carries. */
async function precacheList(dir: string): Promise<Entry[]> {
  const script = await readFile(join(dir, 'sw.js'), 'utf8');
  return [...script.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}|\{"url":"([^"]+)","revision":(null|"[0-9a-f]+")\}/g)].map((match) => ({
    url: match[2] ?? match[3] ?? '',
    revision: JSON.parse(match[1] ?? match[4] ?? 'null') as string | null,
  }));
}

describe('writeServiceWorker', () => {
  it('lists every page by its address, with a revision, and the bundles by their names', async () => {
    siteDir = await smallSite();
    const { count } = await writeServiceWorker(siteDir);
    const list = await precacheList(siteDir);
    expect(list.map((entry) => entry.url).sort()).toEqual(['/', '/_astro/preact.AbC123.js', '/offline', '/student.webmanifest', '/student/login']);
    expect(count).toBe(5);
    expect(list.find((entry) => entry.url === '/student/login')?.revision).toMatch(/^[0-9a-f]{32}$/);
    // A bundle's name already changes with its content.
    expect(list.find((entry) => entry.url === '/_astro/preact.AbC123.js')?.revision ?? null).toBeNull();
  }, 30_000);

  it('gives a changed page a new revision, and so the browser a new worker to install', async () => {
    siteDir = await smallSite();
    await writeServiceWorker(siteDir);
    const before = await readFile(join(siteDir, 'sw.js'), 'utf8');
    const revisionBefore = (await precacheList(siteDir)).find((entry) => entry.url === '/student/login')?.revision;

    await writeFile(join(siteDir, 'student/login/index.html'), '<h1>LOGIN (new)</h1>');
    await writeServiceWorker(siteDir);
    const revisionAfter = (await precacheList(siteDir)).find((entry) => entry.url === '/student/login')?.revision;
    expect(revisionAfter).not.toBe(revisionBefore);
    expect(await readFile(join(siteDir, 'sw.js'), 'utf8')).not.toBe(before);
  }, 30_000);
});
