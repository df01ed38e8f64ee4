import { randomBytes } from 'node:crypto';

/** A short, unguessable, URL-safe id (96 random bits). */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}
