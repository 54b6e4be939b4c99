import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** The page's path, e.g. `/student/login`. */
  page: string;
  /** Gzipped bytes of all JavaScript the page can load: inline scripts, modules, islands and what they import. */
  gzipBytes: number;
  files: string[];
}

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Every built page of `distDir` as [path, html file]. */
export function builtPages(distDir: string): [string, string][] {
  return (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return [path === '/' ? '/' : path.replace(/\/$/, ''), join(distDir, file)];
    });
}

/** Scripts a page loads by itself: inline code and the URLs of its modules and islands. */
function pageScripts(html: string): { inline: string[]; urls: string[] } {
  const inline: string[] = [];
  const urls: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) urls.push(src);
    else if (body.trim() && !/type="application\/(ld\+)?json"/.test(attributes)) inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="modulepreload"/.test(tag)) urls.push(href);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const [, url] of tag.matchAll(/\b(?:component|renderer|before-hydration)-url="([^"]+)"/g)) if (url) urls.push(url);
  }
  return { inline, urls };
}

/** Module URLs a JavaScript file imports, statically or dynamically. */
function importsOf(code: string, from: string): string[] {
  const specifiers = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.filter((spec) => spec.startsWith('.') || spec.startsWith('/')).map((spec) => posix.resolve(posix.dirname(from), spec));
}

/** The JavaScript weight of one built page, following every import from what it loads. */
export function pageWeight(distDir: string, page: string, htmlFile: string): PageWeight {
  const { inline, urls } = pageScripts(readFileSync(htmlFile, 'utf8'));
  const seen = new Set<string>();
  const queue = urls.map((url) => new URL(url, 'http://site').pathname);
  let gzipBytes = inline.reduce((sum, code) => sum + gzipped(code), 0);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(distDir, url);
    if (!existsSync(file)) throw new Error(`${page} loads ${url}, which the build does not have`);
    const code = readFileSync(file);
    gzipBytes += gzipped(code);
    queue.push(...importsOf(code.toString('utf8'), url));
  }
  return { page, gzipBytes, files: [...seen] };
}
