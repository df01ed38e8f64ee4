import 'server-only';
import { AwsClient } from 'aws4fetch';
import { MediaError } from '@/lib/media/media-error';
import type { S3Config } from './s3-config';
import { IMMUTABLE_CACHE_CONTROL, isValidMediaKey, type MediaStorage } from './types';

/** Any S3-compatible bucket (AWS, MinIO, R2), addressed path-style: `${endpoint}/${bucket}/${key}`. */
export class S3Storage implements MediaStorage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    const { accessKeyId, secretAccessKey, region } = config;
    this.client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3' });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, {
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL },
    });
    if (!response.ok) throw new MediaError('storage_failed', `S3 PUT ${key}: HTTP ${response.status}`);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!isValidMediaKey(key)) return null;
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new MediaError('storage_failed', `S3 GET ${key}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    return { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) {
      throw new MediaError('storage_failed', `S3 DELETE ${key}: HTTP ${response.status}`);
    }
  }

  publicUrl(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  private async send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    if (!isValidMediaKey(key)) throw new MediaError('storage_failed', `invalid key ${JSON.stringify(key)}`);
    try {
      return await this.client.fetch(`${this.config.endpoint}/${this.config.bucket}/${key}`, {
        ...init,
        method,
      });
    } catch (error) {
      throw new MediaError('storage_failed', `S3 ${method} ${key} failed`, { cause: error });
    }
  }
}
