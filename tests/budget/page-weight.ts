import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { COPY_ENCODINGS, COPY_SUFFIX } from '../../gateway/site/site-files.ts';

export interface PageWeight {
  /** The page's path, e.g. `/student/login`. */
  page: string;
  /**
   * Bytes on the wire of the JavaScript and CSS the page loads by itself, as the gateway sends
   * them to a browser (the build's brotli copies): inline scripts and styles, stylesheets,
   * modules, islands (idle and visible ones too) and everything they import statically.
   */
  wireBytes: number;
  files: string[];
  /**
   * Bytes on the wire of what it may load on first use besides: the targets of dynamic `import()`
   * (the toaster with the first toast, form rules as a form is first used) and their imports.
   */
  onUseWireBytes: number;
  onUseFiles: string[];
}

/**
 * What the gateway sends a browser for a built file: its best compressed copy
 * (gateway/site/site-files.ts), or the file itself when the build wrote none.
 */
function servedBytes(file: string): number {
  const copy = COPY_ENCODINGS.map((encoding) => file + COPY_SUFFIX[encoding]).find((path) => existsSync(path));
  return statSync(copy ?? file).size;
}

/**
 * An inline script's or style's share of its page on the wire, taken as its own brotli: it
 * travels inside the page's HTML, compressed with the rest, so this counts it a few bytes high.
 */
const inlineBytes = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

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
 * Scripts and styles a page loads by itself: inline code and the URLs of its stylesheets,
 * modules and islands, less the islands `keepIsland` turns down (by component URL).
 */
function pageScripts(html: string, keepIsland: (componentUrl: string) => boolean): { inline: string[]; urls: string[] } {
  const inline: string[] = [];
  const urls: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) urls.push(src);
    else if (body.trim() && !/type="application\/(ld\+)?json"/.test(attributes)) inline.push(body);
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) if (body.trim()) inline.push(body);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="(modulepreload|stylesheet)"/.test(tag)) urls.push(href);
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
 * The weight on the wire of one built page's JavaScript and CSS: what it loads up front
 * (following static imports), then what its dynamic imports may add on first use (following
 * theirs, less what is loaded already). A file missing from the build fails the measure. `keepIsland` leaves islands out,
 * to weigh a layout without what a page adds to it.
 */
export function pageWeight(distDir: string, page: string, htmlFile: string, keepIsland: (componentUrl: string) => boolean = () => true): PageWeight {
  const { inline, urls } = pageScripts(readFileSync(htmlFile, 'utf8'), keepIsland);
  const seen = new Set<string>();
  const later: string[] = [];

  /** Follows `start`'s static imports, and dynamic ones too `onUse`; the bytes on the wire and files new to `seen`. */
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
      bytes += servedBytes(file);
      files.push(url);
      if (!url.endsWith('.js')) continue;
      const [statics, dynamics] = importsOf(readFileSync(file, 'utf8'), url);
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
  return { page, wireBytes: inline.reduce((sum, code) => sum + inlineBytes(code), upFront), files, onUseWireBytes: onUse, onUseFiles };
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
