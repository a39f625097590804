import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9 (what a static host with compression would send). */
export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
