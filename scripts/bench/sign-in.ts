/** The Cookie header of a member signed in to a running portal (page benchmarks, profiles, the soak). */
export async function signInCookie(baseUrl: string, forwardedFor: string, email: string, password: string): Promise<string> {
  const signin = await fetch(`${baseUrl}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  if (signin.status !== 302) throw new Error(`sign-in of ${email} answered ${signin.status}`);
  return signin.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The Cookie header of the demo patient signed in to a running portal. */
export const demoPatientCookie = (baseUrl: string, forwardedFor: string) => signInCookie(baseUrl, forwardedFor, "patient@example.com", "patient-demo-password");

/** An app's sign-in (POST /api/token-auth/): the Authorization header's value. */
export async function signInToken(baseUrl: string, forwardedFor: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/token-auth/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`token-auth of ${email} answered ${res.status}`);
  return `JWT ${((await res.json()) as { token: string }).token}`;
}
