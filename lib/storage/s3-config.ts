// Pure (no 'server-only'): the app's server (server/main.ts) reads it for the media origin of its CSP.

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the browser loads objects from (a CDN or public bucket URL). */
  publicUrl: string;
};

/** Reads S3_* from the environment; throws when S3_BUCKET is set without the rest. */
export function s3ConfigFromEnv(env: Partial<Record<`S3_${string}`, string>>): S3Config {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  if (!bucket || !S3_ENDPOINT || !accessKeyId || !secretAccessKey) {
    throw new Error('S3 storage needs S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const endpoint = S3_ENDPOINT.replace(/\/+$/, '');
  const publicUrl = (env.S3_PUBLIC_URL || `${endpoint}/${bucket}`).replace(/\/+$/, '');
  return { endpoint, bucket, region: env.S3_REGION || 'auto', accessKeyId, secretAccessKey, publicUrl };
}
