// A stand-in for S3, which cannot run here: one bucket, path-style PUT, GET and DELETE kept in
// memory, and a 403 for any request not signed with AWS Signature V4 by the expected access key.
// The S3 client under test is the app's own (lib/storage/s3.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export async function startFakeS3({ bucket, accessKeyId }: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, StoredObject>();
  const signed = new RegExp(`^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/[^/]+/s3/aws4_request,`);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const prefix = `/${bucket}/`;
      const path = request.url ?? '';
      if (!signed.test(request.headers.authorization ?? '') || !path.startsWith(prefix)) {
        response.writeHead(403).end();
        return;
      }
      const key = decodeURIComponent(path.slice(prefix.length));
      const stored = objects.get(key);
      if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? '',
        });
        response.writeHead(200).end();
      } else if (request.method === 'GET' && stored) {
        response.writeHead(200, { 'content-type': stored.contentType }).end(stored.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
