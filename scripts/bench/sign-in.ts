/** The Cookie header of the demo patient signed in to a running portal (page benchmarks, profiles). */
export async function demoPatientCookie(baseUrl: string, forwardedFor: string): Promise<string> {
  const signin = await fetch(`${baseUrl}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
    body: new URLSearchParams({ intent: "login", email: "patient@example.com", password: "patient-demo-password" }),
  });
  if (signin.status !== 302) throw new Error(`sign-in answered ${signin.status}`);
  return signin.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
