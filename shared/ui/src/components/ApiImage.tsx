import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { apiBase, apiFetch } from '@criadero/session/api';

export type ApiImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** a platform path (`/api/axie-img?…`, as the services answer) or any other image URL */
  src: string | null | undefined;
  /** the image could not be had (error status, network, undecodable) */
  onError?: () => void;
};

const isPlatformPath = (src: string) => src.startsWith('/') && !src.startsWith('//');

/**
 * An `<img>` for images the API serves. On the site it is a plain image (browser cache, lazy
 * loading). In an embed the page is the partner's: a relative `/api/…` would hit the partner's
 * server, and the platform's answers are same-site only (Cross-Origin-Resource-Policy), so the
 * image is fetched through the API client (CORS for registered partners, bearer token) and shown
 * from a `blob:` URL. Other URLs (https://…, data:) are used as they are.
 */
export function ApiImage({ src, onError, ...rest }: ApiImageProps) {
  const viaClient = !!src && isPlatformPath(src) && apiBase() !== '';
  const [blob, setBlob] = useState<{ src: string; url: string } | null>(null);
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  }, [onError]);

  useEffect(() => {
    if (!viaClient || !src) return;
    const controller = new AbortController();
    let url: string | null = null;
    apiFetch(src, { signal: controller.signal, headers: { accept: 'image/*' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = await res.blob();
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(body);
        setBlob({ src, url });
      })
      .catch(() => {
        if (!controller.signal.aborted) failed.current?.();
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [viaClient, src]);

  if (!viaClient) return <img src={src ?? undefined} onError={onError ? () => onError() : undefined} {...rest} />;
  // no src until the bytes are here (an empty src would be a request for the partner's page)
  const current = blob?.src === src ? blob.url : undefined;
  return <img src={current} onError={current && onError ? () => onError() : undefined} {...rest} />;
}
