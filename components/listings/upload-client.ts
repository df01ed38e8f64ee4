'use client';

export interface UploadedImage {
  id: string;
  thumbUrl: string;
  cardUrl: string;
  width: number;
  height: number;
}

/**
 * The server's answer when an upload fails: a `MediaErrors` key (or a transport problem), and for
 * `rate_limited` the seconds its Retry-After asks to wait.
 */
export class UploadFailed extends Error {
  constructor(
    readonly code: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
  }
}

function retryAfter(header: string | null): number | undefined {
  const seconds = Number(header ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Uploads one file with progress events (fetch cannot report upload progress; XHR can). */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (UploadedImage & { error?: string }) | null;
      if (request.status === 201 && body) resolve(body);
      else
        reject(
          new UploadFailed(
            body?.error ?? (request.status === 413 ? 'too_large' : 'storage_failed'),
            retryAfter(request.getResponseHeader('retry-after')),
          ),
        );
    };
    request.onerror = () => reject(new UploadFailed('network'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export async function uploadFromUrl(url: string): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch('/api/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });
  } catch {
    throw new UploadFailed('network');
  }
  const body = (await response.json().catch(() => null)) as (UploadedImage & { error?: string }) | null;
  if (response.status !== 201 || !body)
    throw new UploadFailed(body?.error ?? 'storage_failed', retryAfter(response.headers.get('retry-after')));
  return body;
}
