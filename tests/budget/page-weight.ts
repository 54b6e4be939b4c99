import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** The page's path, e.g. `/student/login`. */
  page: string;
  /**
   * Gzipped bytes of the JavaScript the page loads by itself: inline scripts, modules, islands
   * (idle and visible ones too) and everything they import statically.
   */
  gzipBytes: number;
  files: string[];
  /**
   * Gzipped bytes of what it may load on first use besides: the targets of dynamic `import()`
   * (the toaster with the first toast, form rules as a form is first used) and their imports.
   */
  onUseGzipBytes: number;
  onUseFiles: string[];
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

/** The component URL of each island of a page. */
export function islandsOf(htmlFile: string): string[] {
  return [...readFileSync(htmlFile, 'utf8').matchAll(/<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g)].map(([, url = '']) => url);
}

/**
 * Scripts a page loads by itself: inline code and the URLs of its modules and islands, less
 * the islands `keepIsland` turns down (by component URL).
 */
function pageScripts(html: string, keepIsland: (componentUrl: string) => boolean): { inline: string[]; urls: string[] } {
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
    if (!keepIsland(/\bcomponent-url="([^"]+)"/.exec(tag)?.[1] ?? '')) continue;
    for (const [, url] of tag.matchAll(/\b(?:component|renderer|before-hydration)-url="([^"]+)"/g)) if (url) urls.push(url);
  }
  return { inline, urls };
}

const QUOTED = String.raw`["'\x60]([^"'\x60]+)["'\x60]`;
const STATIC_IMPORT = new RegExp(String.raw`\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?${QUOTED}`, 'g');
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\(\s*${QUOTED}\s*\)`, 'g');

/** Module URLs a JavaScript file imports, as [static, dynamic]. The bundler quotes with ', " or `. */
function importsOf(code: string, from: string): [string[], string[]] {
  const resolve = (matches: IterableIterator<RegExpMatchArray>) =>
    [...matches]
      .map((match) => match[1] ?? '')
      .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
      .map((spec) => posix.resolve(posix.dirname(from), spec));
  return [resolve(code.matchAll(STATIC_IMPORT)), resolve(code.matchAll(DYNAMIC_IMPORT))];
}

/**
 * The JavaScript weight of one built page: what it loads up front (following static imports),
 * then what its dynamic imports may add on first use (following theirs, less what is loaded
 * already). A file missing from the build fails the measure. `keepIsland` leaves islands out,
 * to weigh a layout without what a page adds to it.
 */
export function pageWeight(distDir: string, page: string, htmlFile: string, keepIsland: (componentUrl: string) => boolean = () => true): PageWeight {
  const { inline, urls } = pageScripts(readFileSync(htmlFile, 'utf8'), keepIsland);
  const seen = new Set<string>();
  const later: string[] = [];

  /** Follows `start`'s static imports, and dynamic ones too `onUse`; the gzipped bytes and files new to `seen`. */
  function follow(start: string[], onUse: boolean): [number, string[]] {
    const queue = [...start];
    const files: string[] = [];
    let bytes = 0;
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      const file = join(distDir, url);
      if (!existsSync(file)) throw new Error(`${page} loads ${url}, which the build does not have`);
      const code = readFileSync(file);
      bytes += gzipped(code);
      files.push(url);
      const [statics, dynamics] = importsOf(code.toString('utf8'), url);
      queue.push(...statics);
      (onUse ? queue : later).push(...dynamics);
    }
    return [bytes, files];
  }

  const [upFront, files] = follow(
    urls.map((url) => new URL(url, 'http://site').pathname),
    false,
  );
  const [onUse, onUseFiles] = follow(later, true);
  return { page, gzipBytes: inline.reduce((sum, code) => sum + gzipped(code), upFront), files, onUseGzipBytes: onUse, onUseFiles };
}

/**
 * What the pages of one layout weigh with the layout's islands alone (those every one of them
 * has), measured on the first: the least such a page can weigh.
 */
export function layoutWeight(distDir: string, pages: [string, string][]): PageWeight {
  const [first, ...others] = pages;
  if (!first) throw new Error('no page to weigh the layout on');
  const shared = new Set(islandsOf(first[1]));
  for (const [, file] of others) {
    const islands = new Set(islandsOf(file));
    for (const url of shared) if (!islands.has(url)) shared.delete(url);
  }
  return pageWeight(distDir, first[0], first[1], (url) => shared.has(url));
}
