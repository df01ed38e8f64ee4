import { handleAvatarUpload } from '@/lib/account/avatar-request';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage';

/** POST /api/account/avatar: the member's photo (lib/account/avatar-request.ts). */
export async function POST(request: Request) {
  return handleAvatarUpload(request, { db: getDb(), storage: getStorage(), viewerOf: currentViewer });
}
