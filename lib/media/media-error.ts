/** Why a media operation failed. Callers map the code to a translated message; `message` is for logs only. */
export type MediaErrorCode =
  | 'unsupported_type'
  | 'too_large'
  | 'too_many'
  | 'unreadable'
  | 'url_invalid'
  | 'url_too_long'
  | 'url_scheme'
  | 'url_blocked'
  | 'url_unreachable'
  | 'url_not_image'
  | 'url_too_large'
  | 'url_timeout'
  | 'storage_failed'
  | 'rate_limited'
  | 'quota_exceeded';

export class MediaError extends Error {
  readonly code: MediaErrorCode;

  constructor(code: MediaErrorCode, message: string = code, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaError';
    this.code = code;
  }
}

export const MEDIA_LIMITS = {
  /** Largest accepted upload or download, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** What a multipart upload may carry besides its file: boundaries and part headers. */
  multipartOverheadBytes: 64 * 1024,
  /** "Add media from URL": the longest address, and the cap of its JSON body `{url}`. */
  maxUrlLength: 2048,
  maxJsonBytes: 16 * 1024,
  maxPerListing: 12,
  /** Stored bytes (all variants) of one member on one site; uploads are refused once reached. */
  storedBytesPerMember: 500 * 1024 * 1024,
  /** Longest side of the `full` variant, in pixels. */
  maxDimension: 2048,
  cardWidth: 800,
  /** The thumb is a square crop of this side. */
  thumbWidth: 320,
  /** Decompression-bomb guard: width × height of the decoded input. */
  maxInputPixels: 50_000_000,
} as const;
