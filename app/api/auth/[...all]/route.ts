import { getAuth } from '@/lib/auth/auth';

/** better-auth: sign-up/in/out, password reset, Google, API token (/token) and JWKS (/jwks). */
export function GET(request: Request) {
  return getAuth().handler(request);
}

export function POST(request: Request) {
  return getAuth().handler(request);
}
