import http from "node:http";
import { CARE_PATIENTS } from "../../db/seed/care-data";
import { addDays, todayIn } from "../../app/domain/calendar";
import { signInCookie, signInToken } from "./sign-in";

/**
 * The soak's clients (scripts/bench-soak.ts): who signs in, and what each does over and over.
 *
 * Twenty clients, as the clinic's day looks: twelve patients in a browser (pages, and the data
 * requests a client-side navigation makes), five patients in the app (the JSON API, adding and
 * removing journal entries, now and then a bad value or another's id), two care staff on the
 * panel and patients' records, and an administrator on the catalogue and the audit log. Each
 * client is its own keep-alive connection and address (the rate limits are per address) and
 * sends what a browser sends (compression asked for). URLs vary the way people's do: days,
 * recipes, exercises, patients and search words are drawn from what the seed holds.
 */

export type Role = "patient-web" | "patient-app" | "nurse" | "admin";

export interface Client {
  role: Role;
  name: string;
  headers: Record<string, string>;
  agent: http.Agent;
}

/** One request and the statuses that mean it did what it should. */
export interface Step {
  method: "GET" | "POST" | "DELETE";
  path: string;
  json?: unknown;
  expect: readonly number[];
}

/** What a client does in one turn: a name (for the per-action figures) and its requests in order. */
export interface Action {
  name: string;
  weight: number;
  steps: (c: Client, f: Fixtures, rand: () => number) => AsyncGenerator<Step, void, { status: number; body: string }>;
}

/** What the seed holds that URLs name, read once through the API before the load starts. */
export interface Fixtures {
  recipeIds: number[];
  exerciseIds: number[];
  foodId: number;
  tampaPatientIds: number[];
  days: string[];
}

const PASSWORD = "patient-demo-password";
const OK = [200] as const;
const WORDS = ["chicken", "banana", "salad", "rice", "apple", "soup", "salmon", "oat", "bean", "egg", "yogurt", "pasta"];
const PANEL_WORDS = ["ben", "ortiz", "lam", "o'brien", "kim", "sofia", "carter"];

const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)];

async function* get(path: string, expect: readonly number[] = OK): AsyncGenerator<Step, void, { status: number; body: string }> {
  yield { method: "GET", path, expect };
}

/** A page, or the data request a client-side navigation to it makes. */
const page = (name: string, weight: number, path: (f: Fixtures, rand: () => number) => string, expect: readonly number[] = OK): Action => ({
  name,
  weight,
  steps: (_c, f, rand) => get(path(f, rand), expect),
});

const PATIENT_WEB: Action[] = [
  page("/home", 10, () => "/home"),
  page("/home (data request)", 3, () => "/home?_data=routes%2F_app.home"),
  page("/nutrition/journal", 8, () => "/nutrition/journal"),
  page("/nutrition/journal?date", 4, (f, r) => `/nutrition/journal?date=${pick(f.days, r)}`),
  page("/fitness/home", 5, () => "/fitness/home"),
  page("/fitness/my-history", 1, () => "/fitness/my-history"),
  page("/progress", 5, () => "/progress"),
  page("/nutrition/recipes", 4, () => "/nutrition/recipes"),
  page("/nutrition/recipes?search", 2, (_f, r) => `/nutrition/recipes?search=${pick(WORDS, r)}`),
  page("recipe details", 6, (f, r) => `/nutrition/recipes/${pick(f.recipeIds, r)}/details`),
  page("/nutrition/myfood", 1, () => "/nutrition/myfood"),
  page("/fitness/exercises", 2, () => "/fitness/exercises"),
  page("exercise details", 3, (f, r) => `/fitness/exercises/${pick(f.exerciseIds, r)}/details`),
  page("/fitness/workout-plans", 1, () => "/fitness/workout-plans"),
  page("/notifications", 2, () => "/notifications"),
  page("/profile", 1, () => "/profile"),
  page("/my-badges", 1, () => "/my-badges"),
  page("a recipe that is not there", 1, () => "/nutrition/recipes/99999999/details", [404]),
];

const PATIENT_APP: Action[] = [
  page("GET /api/exercises/my_home", 6, () => "/api/exercises/my_home"),
  page("GET /api/journals", 4, (f, r) => `/api/journals?start_date=${pick(f.days, r)}`),
  page("GET /api/journals/summary", 2, (f) => `/api/journals/summary?start_date=${f.days[f.days.length - 1]}&end_date=${f.days[0]}`),
  page("GET /api/food/search", 4, (_f, r) => `/api/food/search?search=${pick(WORDS, r)}&limit=20`),
  page("GET /api/recipes", 2, () => "/api/recipes?limit=20"),
  page("GET /api/recipes/{id}", 3, (f, r) => `/api/recipes/${pick(f.recipeIds, r)}`),
  page("GET /api/progress", 3, () => "/api/progress"),
  page("GET /api/me", 2, () => "/api/me"),
  {
    name: "POST then DELETE /api/journals",
    weight: 2,
    async *steps(_c, f) {
      const added = yield { method: "POST", path: "/api/journals", json: { entry: "food", food: f.foodId, measure: "g", quantity: 100, meal: "C" }, expect: [201] };
      const id = (JSON.parse(added.body) as { id?: number }).id;
      if (id) yield { method: "DELETE", path: `/api/journals/${id}`, expect: [204] };
    },
  },
  { name: "POST /api/journals, a bad value", weight: 1, steps: async function* () {
      yield { method: "POST", path: "/api/journals", json: { entry: "food", quantity: -1 }, expect: [400] };
    } },
  page("GET another's journal entry", 1, () => "/api/journals/2147483647", [404]),
];

const NURSE: Action[] = [
  page("/patients", 4, () => "/patients"),
  page("/patients?q", 2, (_f, r) => `/patients?q=${encodeURIComponent(pick(PANEL_WORDS, r))}`),
  page("a patient's record", 6, (f, r) => `/patients/${pick(f.tampaPatientIds, r)}`),
  page("GET /api/care/patients", 2, () => "/api/care/patients?limit=50"),
];

const ADMIN: Action[] = [
  page("/nutrition/recipes/approval", 2, () => "/nutrition/recipes/approval"),
  page("/nutrition/food-database/approval", 2, () => "/nutrition/food-database/approval"),
  page("/audit", 1, () => "/audit"),
  page("/ads", 1, () => "/ads"),
  page("/nutrition/food-database?search", 3, (_f, r) => `/nutrition/food-database?search=${pick(WORDS, r)}`),
  page("/nutrition/recipes (staff)", 2, () => "/nutrition/recipes"),
  page("GET /api/images", 1, () => "/api/images?limit=20"),
];

export const ACTIONS: Record<Role, Action[]> = { "patient-web": PATIENT_WEB, "patient-app": PATIENT_APP, nurse: NURSE, admin: ADMIN };

/** The Tampa panel's sign-in emails, written as the seed writes them (db/seed/care.ts). */
const tampaEmails = () => CARE_PATIENTS.map((p) => `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com");

const BROWSER = { "Accept-Encoding": "gzip, deflate, br", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) soak" };

/** Signs the twenty clients in, each from its own address. */
export async function signInClients(baseUrl: string): Promise<Client[]> {
  const emails = ["patient@example.com", "patient2@example.com", "robert.patient@example.com", "linda.patient@example.com", "david.patient@example.com", ...tampaEmails()];
  const plan: { role: Role; email: string; password: string }[] = [
    ...emails.slice(0, 12).map((email) => ({ role: "patient-web" as const, email, password: PASSWORD })),
    ...emails.slice(12, 17).map((email) => ({ role: "patient-app" as const, email, password: PASSWORD })),
    { role: "nurse", email: "nurse@example.com", password: "nurse-demo-password" },
    { role: "nurse", email: "nurse@example.com", password: "nurse-demo-password" },
    { role: "admin", email: "admin@example.com", password: "admin-demo-password" },
  ];
  const clients: Client[] = [];
  for (const [i, p] of plan.entries()) {
    const ip = `10.77.0.${i + 1}`;
    const headers: Record<string, string> = { ...BROWSER, "X-Forwarded-For": ip };
    if (p.role === "patient-app") headers.Authorization = await signInToken(baseUrl, ip, p.email, p.password);
    else {
      headers.Cookie = await signInCookie(baseUrl, ip, p.email, p.password);
      // Care staff and the administrator also call the API, as the staff apps do.
      if (p.role !== "patient-web") headers.Authorization = await signInToken(baseUrl, ip, p.email, p.password);
    }
    clients.push({ role: p.role, name: p.email, headers, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) });
  }
  return clients;
}

/** One request: its status and body (compressed bodies are counted, not decoded). */
export function send(baseUrl: string, c: Client, step: Step): Promise<{ status: number; body: string }> {
  const body = step.json === undefined ? undefined : Buffer.from(JSON.stringify(step.json));
  const headers: Record<string, string | number> = { ...c.headers };
  if (body) {
    headers["Content-Type"] = "application/json";
    headers["Content-Length"] = body.length;
  }
  // The API answers the app's JSON; its bodies are read, so they are asked for uncompressed.
  if (step.path.startsWith("/api/")) delete headers["Accept-Encoding"];
  return new Promise((resolve, reject) => {
    const req = http.request(baseUrl + step.path, { method: step.method, agent: c.agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The ids and days the clients' URLs name, read through the API as a patient and a nurse. */
export async function loadFixtures(baseUrl: string, clients: Client[]): Promise<Fixtures> {
  // What a patient may see: published recipes only.
  const patient = clients.find((c) => c.role === "patient-app")!;
  const nurse = clients.find((c) => c.role === "nurse")!;
  const json = async <T>(c: Client, path: string): Promise<T> => {
    const res = await send(baseUrl, c, { method: "GET", path, expect: OK });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return JSON.parse(res.body) as T;
  };
  type Page = { results: { id: number }[] };
  const recipes = await json<Page>(patient, "/api/recipes?limit=100");
  const exercises = await json<Page>(patient, "/api/exercises?limit=100");
  const foods = await json<Page>(patient, "/api/food/search?search=banana&limit=5");
  const panel = await json<Page>(nurse, "/api/care/patients?limit=100");
  const today = todayIn();
  return {
    recipeIds: recipes.results.map((r) => r.id),
    exerciseIds: exercises.results.map((e) => e.id),
    foodId: foods.results[0].id,
    tampaPatientIds: panel.results.map((p) => p.id),
    days: Array.from({ length: 28 }, (_, i) => addDays(today, -i)),
  };
}
