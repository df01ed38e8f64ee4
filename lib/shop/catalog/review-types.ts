/** The review form's limits, fields and states: no zod, so the offer page's form stays light. */

export const REVIEW_LIMITS = { nameMax: 80, titleMax: 120, bodyMin: 10, bodyMax: 2000 } as const;

export type ReviewField = 'name' | 'rating' | 'title' | 'body';
export const REVIEW_FIELD_ERRORS = [
  'nameRequired',
  'nameTooLong',
  'ratingRequired',
  'titleTooLong',
  'bodyTooShort',
  'bodyTooLong',
] as const;
export type ReviewFieldError = (typeof REVIEW_FIELD_ERRORS)[number];
export const REVIEW_ERRORS = ['invalid', 'notFound', 'tooMany', 'failed'] as const;
export type ReviewError = (typeof REVIEW_ERRORS)[number];

export type ReviewResult =
  { ok: true } | { ok: false; error: ReviewError; fieldErrors?: Partial<Record<ReviewField, string>> };

export interface ReviewFormState {
  status: 'idle' | 'sent' | 'error';
  error?: ReviewError;
  fieldErrors?: Partial<Record<ReviewField, string>>;
  values: { name: string; rating: string; title: string; body: string };
  attempt: number;
}

export const INITIAL_REVIEW_STATE: ReviewFormState = {
  status: 'idle',
  values: { name: '', rating: '', title: '', body: '' },
  attempt: 0,
};
