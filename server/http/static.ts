import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Hashed build output: a name is never reused for other content. */
const isImmutable = (path: string) => path.startsWith('/assets/');

function cacheControl(path: string): string {
  if (isImmutable(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * What the file system said about an immutable asset (whether it is there, its copies, its bytes), asked once per
 * server: every browser that opens the console asks for the same few dozen chunks, and each answer would otherwise
 * cost several file-system calls. Anything else (index.html, version.json) is looked at on every request, so that a
 * new build served from the same folder is seen at once.
 */
const remembered = new Map<string, Promise<unknown>>();
function once<T>(immutable: boolean, key: string, look: () => Promise<T>): Promise<T> {
  if (!immutable) return look();
  let found = remembered.get(key) as Promise<T> | undefined;
  if (!found) {
    found = look();
    remembered.set(key, found);
    // A name not (yet) there is looked for again next time: a build being copied in, or a probe for any name.
    found.then(
      (value) => value === undefined && remembered.delete(key),
      () => remembered.delete(key),
    );
  }
  return found;
}

/** Serves the built console from `root`: `/` → index.html, hashed assets cached for a year, the rest no-cache; no dotfiles. */
export function serveStatic(app: Hono, root: string): void {
  const base = resolve(root);
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    if (urlPath.startsWith('/admin-api')) return next();
    // Dotfiles and dot-directories (/.vite/manifest.json, /.env…) are never served.
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) return next();
    const relative = urlPath === '/' ? 'index.html' : urlPath.slice(1);
    const file = resolve(base, relative);
    if (file !== base && !file.startsWith(base + sep)) return next();
    const immutable = isImmutable(urlPath);
    // A no-cache file (index.html, version.json, the logo) is asked again on every visit: unchanged, it answers 304.
    const etag = await once(immutable, `etag ${file}`, () =>
      stat(file).then(
        (info) =>
          info.isFile() ? `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` : undefined,
        () => undefined,
      ),
    );
    if (!etag) return next();
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath === '/' ? '/index.html' : urlPath),
      ETag: etag,
    };
    const encoded = await precompressedFor(file, c.req.header('accept-encoding') ?? '', immutable);
    // A cache between here and the browser keeps one copy per encoding asked for.
    if (encoded) headers.Vary = 'Accept-Encoding';
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    if (encoded?.encoding) headers['Content-Encoding'] = encoded.encoding;
    const path = encoded?.path ?? file;
    return c.body(await once(immutable, `bytes ${path}`, () => readFile(path)), 200, headers);
  });
}

/** If-None-Match names this version (weak comparison, as for a conditional GET): `*` or one of its tags. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The encodings a browser accepts (`br;q=0` refuses one), from its Accept-Encoding header. */
function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return name?.trim().toLowerCase() === encoding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * The build's precompressed copy of `file` (written beside it at build time, vite.config.ts) in the best encoding the
 * browser accepts: brotli, then gzip. A file that has copies but none accepted is sent as is, still varying by
 * encoding; undefined for a file without copies.
 */
async function precompressedFor(file: string, acceptEncoding: string, immutable: boolean) {
  const copies = [
    { encoding: 'br', path: `${file}.br` },
    { encoding: 'gzip', path: `${file}.gz` },
  ];
  let any = false;
  for (const copy of copies) {
    const exists = await once(immutable, `copy ${copy.path}`, () =>
      stat(copy.path).then(
        (info) => info.isFile(),
        () => false,
      ),
    );
    any ||= exists;
    if (exists && accepts(acceptEncoding, copy.encoding)) return copy;
  }
  return any ? { encoding: undefined, path: file } : undefined;
}
