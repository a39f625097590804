import { AppError } from '@criadero/service-kit';

/** The longest file-name component common file systems take (ext4, APFS, NTFS: 255 bytes). */
const MAX_SEGMENT_BYTES = 255;

/**
 * The decoded path of a page request (no query), or the client's mistake as a 4xx: a malformed
 * percent-encoding or a NUL byte (400), a segment no file system takes (414). Such a path is no
 * file and no client route, and handing it to the file system threw (500).
 */
export function pagePath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw new AppError(400, 'VALIDATION_ERROR', { detail: 'malformed percent-encoding in the path' });
  }
  if (path.includes('\0')) throw new AppError(400, 'VALIDATION_ERROR', { detail: 'NUL byte in the path' });
  if (path.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
    throw new AppError(414, 'VALIDATION_ERROR', { detail: `path segment over ${MAX_SEGMENT_BYTES} bytes` });
  }
  return path;
}
