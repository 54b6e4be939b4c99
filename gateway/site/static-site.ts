import { Hono } from 'hono';
import { preferredEncoding } from './accept-encoding.ts';
import { redirectFor } from './redirects.ts';
import type { CopyEncoding, FileCopy, SiteFile } from './site-files.ts';

/** Built assets carry a content hash in their name, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages change with every release: browsers must check (and get a 304) before reusing one. */
const REVALIDATE = 'no-cache';

type HeaderRecord = Readonly<Record<string, string>>;

/** One representation's answers, made once at start-up. */
interface PreparedCopy {
  etag: string;
  ok: SiteAnswer;
  head: SiteAnswer;
  notModified: SiteAnswer;
}

interface PreparedFile {
  plain: PreparedCopy;
  copies: Partial<Record<CopyEncoding, PreparedCopy>>;
}

/** What an answer for `file` varies with: its encoding when it has copies, and the reader's language for a page of a site in several. */
function varyOf(file: SiteFile, byLanguage: boolean): string | undefined {
  const varies = [Object.keys(file.copies).length > 0 && 'Accept-Encoding', byLanguage && !file.immutable && 'Cookie'].filter(Boolean);
  return varies.length > 0 ? varies.join(', ') : undefined;
}

function prepareCopy(file: SiteFile, copy: FileCopy, protective: HeaderRecord, byLanguage: boolean, encoding?: CopyEncoding): PreparedCopy {
  const vary = varyOf(file, byLanguage);
  const validators = {
    ...protective,
    'cache-control': file.immutable ? IMMUTABLE : REVALIDATE,
    etag: copy.etag,
    ...(vary && { vary }),
  };
  const ok = {
    ...validators,
    'content-type': file.contentType,
    'content-length': String(copy.body.byteLength),
    ...(encoding && { 'content-encoding': encoding }),
  };
  return {
    etag: copy.etag,
    ok: { status: 200, headers: ok, body: copy.body },
    head: { status: 200, headers: ok, body: null },
    notModified: { status: 304, headers: validators, body: null },
  };
}

function prepareFile(file: SiteFile, protective: HeaderRecord, byLanguage: boolean): PreparedFile {
  const copies: PreparedFile['copies'] = {};
  for (const [encoding, copy] of Object.entries(file.copies) as [CopyEncoding, FileCopy][]) {
    copies[encoding] = prepareCopy(file, copy, protective, byLanguage, encoding);
  }
  return { plain: prepareCopy(file, file.plain, protective, byLanguage), copies };
}

/** Whether an `If-None-Match` header names this validator (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** What of a request decides the answer for a built file. */
export interface SiteRequest {
  method: string;
  /** The path without its query. */
  path: string;
  acceptEncoding?: string | null;
  ifNoneMatch?: string | null;
  /** The `Cookie` header, which names the reader's language (site-languages.ts). */
  cookie?: string | null;
}

/** A prepared answer: shared, read-only objects, sent as they are. */
export interface SiteAnswer {
  status: 200 | 304;
  headers: HeaderRecord;
  body: Uint8Array<ArrayBuffer> | null;
}

export interface StaticSite {
  /**
   * The answer for a built file, or undefined when the request is not for one (the API, a
   * redirect, an unknown page). Synchronous and allocation-free, so the server writes it at once.
   */
  answer(request: SiteRequest): SiteAnswer | undefined;
  /** The site's own 404 page, for addresses nothing else answered, in the language `cookie` names. */
  notFoundPage(cookie?: string | null): string;
}

/**
 * Answers requests for the built site from memory: the build-time brotli or gzip copy the
 * browser takes, an ETag and `304 Not Modified` when the browser already has the file, and
 * every header (the protective ones included) computed once.
 *
 * @param files the built site, from `loadSiteFiles`
 * @param protective the protective headers every page answer carries (see security-headers.ts)
 * @param byLanguage whether the site is one language of several, so a page's answer varies with the reader's cookie
 * @example const site = staticSite(await loadSiteFiles(distDir), await headersAddedBy(securityHeaders(options), '/'))
 */
export function staticSite(files: ReadonlyMap<string, SiteFile>, protective: HeaderRecord, byLanguage = false): StaticSite {
  const notFoundPage = new TextDecoder().decode(files.get('/404.html')?.plain.body) || 'Page not found';
  const prepared = new Map<string, PreparedFile>();
  const shared = new Map<SiteFile, PreparedFile>();
  for (const [address, file] of files) {
    // A redirect wins over a file at the same address.
    if (redirectFor(address)) continue;
    const ready = shared.get(file) ?? prepareFile(file, protective, byLanguage);
    shared.set(file, ready);
    prepared.set(address, ready);
  }
  return {
    answer({ method, path, acceptEncoding, ifNoneMatch }) {
      if (method !== 'GET' && method !== 'HEAD') return undefined;
      const file = prepared.get(path);
      if (!file) return undefined;
      const encoding = preferredEncoding(acceptEncoding);
      const copy = (encoding && file.copies[encoding]) || file.plain;
      if (ifNoneMatch && matches(ifNoneMatch, copy.etag)) return copy.notModified;
      return method === 'HEAD' ? copy.head : copy.ok;
    },
    notFoundPage: () => notFoundPage,
  };
}

/**
 * What the site answers that is not a built file: the spec's HTTP redirects, then the 404 page.
 *
 * @param site the in-memory site, for its 404 page
 * @example gateway.route('/', siteFallback(site))
 */
export function siteFallback(site: StaticSite) {
  const fallback = new Hono();
  fallback.get('*', async function redirectPages(c, next) {
    const target = redirectFor(c.req.path);
    if (!target) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(target + query, 301);
  });
  // A mounted app's notFound is not consulted, so unknown pages end on this route.
  fallback.all('*', (c) => c.html(site.notFoundPage(c.req.header('cookie')), 404));
  return fallback;
}
