// Signs the local demo member in over HTTP and returns an API token (a String with .userId and
// the session .cookie).

export async function memberApiToken(origin) {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'member@local.test', password: 'demo-pass-2026' }),
  });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { user } = await signIn.json();
  const response = await fetch(`${origin}/api/auth/token`, { headers: { cookie } });
  const { token } = await response.json();
  return Object.assign(new String(token), { userId: user.id, cookie });
}
