import { M } from '../i18n/messages';
/**
 * What the upload URL accepts (SPEC §7.2 `/xboot/upload/file`, payload not shown): images by default, app packages
 * with `?kind=package`. Each file is recognised by its first bytes (the declared type is never trusted); a package
 * also by its extension, and keeps a sanitised file name for its download.
 */

export type UploadKind = 'image' | 'package';

export interface Accepted {
  mime: string;
  /** Packages only: the name the download is saved under. */
  fileName: string | null;
}

export interface KindRule {
  maxBytes: number;
  tooLarge: string;
  missing: string;
  wrongType: string;
  accept(data: Uint8Array, name: string): Accepted | undefined;
}

const startsWith = (data: Uint8Array, bytes: readonly number[]): boolean =>
  bytes.every((byte, index) => data[index] === byte);

const IMAGE_SIGNATURES: readonly { mime: string; bytes: readonly number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { mime: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46] },
];

/** Both .apk and .ipa are zip archives: a local file header first. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PACKAGE_MIME: Record<string, string> = {
  apk: 'application/vnd.android.package-archive',
  ipa: 'application/octet-stream',
};

/**
 * A download name without paths, control characters, quotes or shell/URL specials, at most 80 characters before
 * its (lower-case) extension; `package.<ext>` when nothing is left.
 */
export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base
    .slice(0, Math.max(0, base.length - extension.length - 1))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"'`;<>%*?:|$&#()]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+/, '')
    .trim()
    .slice(0, 80)
    .trim();
  return `${stem || 'package'}.${extension}`;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ascii = fileName
    .slice(0, dot)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[_.]+|_+$/g, '');
  const encoded = encodeURIComponent(fileName).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'package'}${fileName.slice(dot)}"; filename*=UTF-8''${encoded}`;
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * 50 MB: a package passes whole through memory (the multipart parse, then PGlite's WASM heap as a query parameter,
 * and again when it is read back for a download), and the single-connection database waits meanwhile; larger
 * packages belong on a store or CDN, whose URL is typed instead (docs/decisions/content.md).
 */
export const PACKAGE_MAX_BYTES = 50 * 1024 * 1024;

export const UPLOAD_KINDS: Record<UploadKind, KindRule> = {
  image: {
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: M.imageCannotLargerThan5,
    missing: M.chooseImageUpload,
    wrongType: M.onlyPngJpegGif,
    accept: (data) => {
      const mime = IMAGE_SIGNATURES.find(({ bytes }) => startsWith(data, bytes))?.mime;
      return mime ? { mime, fileName: null } : undefined;
    },
  },
  package: {
    maxBytes: PACKAGE_MAX_BYTES,
    tooLarge: M.packageCannotLargerThan50,
    missing: M.choosePackageUpload,
    wrongType: M.onlyApkIpaPackages,
    accept: (data, name) => {
      const extension = /\.(apk|ipa)$/i.exec(name.trim())?.[1]?.toLowerCase();
      const mime = extension ? PACKAGE_MIME[extension] : undefined;
      if (!extension || !mime || !startsWith(data, ZIP)) return undefined;
      return { mime, fileName: safeFileName(name.trim(), extension) };
    },
  },
};

/** `?kind=`: absent is an image (the image fields send none). */
export function kindOf(value: string | undefined): UploadKind | undefined {
  if (value === undefined || value === '' || value === 'image') return 'image';
  return value === 'package' ? 'package' : undefined;
}
