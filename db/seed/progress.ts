import type { Kysely } from "kysely";
import { reevaluateAllBadges } from "../../app/badges/award.server";
import type { Database } from "../../app/db/schema";
import type { NewWeight } from "../../app/db/tables/body";
import { inToCm, lbToKg } from "../../app/domain/units";
import type { SeedFiles } from "./files";
import { seedTestimonials } from "./testimonials";

/**
 * Weight progress for the demo patients: the clinic's weigh-ins every two weeks over the last
 * year with body composition and vitals, a few weeks of the members' own entries, heights and
 * goals, personal referral codes, a few testimonials with their photos, and the badges all of it
 * earns (re-evaluated by the same function a write calls). Deterministic: a seeded generator,
 * days counted back from `today`.
 */

interface Profile {
  email: string;
  heightIn: number;
  startLb: number;
  /** Pounds lost by the end of the year (an easing curve, plus day-to-day noise). */
  lossLb: number;
  goalLb: number | null;
  fatPct: number;
  waistIn: number;
  /** Weekly home weigh-ins over the last weeks. */
  ownEntries: number;
  referral: string;
}

export const DEMO_PROGRESS: Profile[] = [
  { email: "patient@example.com", heightIn: 65, startLb: 212.4, lossLb: 41, goalLb: 160, fatPct: 41, waistIn: 41, ownEntries: 8, referral: "JANE7K4Q" },
  { email: "patient2@example.com", heightIn: 63, startLb: 186.2, lossLb: 19, goalLb: 150, fatPct: 39, waistIn: 37.5, ownEntries: 0, referral: "MARIA3XH" },
  { email: "robert.patient@example.com", heightIn: 71, startLb: 268.8, lossLb: 47, goalLb: 210, fatPct: 33, waistIn: 46, ownEntries: 6, referral: "ROBT9WMZ" },
  { email: "linda.patient@example.com", heightIn: 66, startLb: 198.6, lossLb: 8, goalLb: null, fatPct: 38, waistIn: 38, ownEntries: 3, referral: "LINDA5RP" },
  { email: "david.patient@example.com", heightIn: 69, startLb: 241, lossLb: 29, goalLb: 195, fatPct: 31, waistIn: 43, ownEntries: 0, referral: "DAVID8TN" },
];

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const CLINIC_VISITS = 27;
const VISIT_EVERY_DAYS = 14;

/** The weight on day `t` of the programme (0 … 364): fast at first, then levelling off. */
function weightAt(p: Profile, t: number, noise: number): number {
  const eased = (1 - Math.exp(-t / 140)) / (1 - Math.exp(-364 / 140));
  return p.startLb - p.lossLb * eased + noise;
}

export async function seedProgress(db: Kysely<Database>, today: string, files: SeedFiles): Promise<void> {
  const existing = await db.selectFrom("body_profiles").select("user_id").limit(1).executeTakeFirst();
  if (existing) {
    console.log("progress: already seeded");
    return;
  }
  const started = performance.now();
  const admin = await db.selectFrom("users").select("id").where("email", "=", "admin@example.com").executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  let weighIns = 0;
  for (const [index, p] of DEMO_PROGRESS.entries()) {
    const user = await db.selectFrom("users").select("id").where("email", "=", p.email).executeTakeFirst();
    if (!user) continue;
    const random = seededRandom(1000 + index);
    const noise = (spread: number) => (random() - 0.5) * 2 * spread;
    const first = addDays(today, -(CLINIC_VISITS - 1) * VISIT_EVERY_DAYS - 2);
    const rows: NewWeight[] = [];
    for (let k = 0; k < CLINIC_VISITS; k++) {
      const t = k * VISIT_EVERY_DAYS;
      const lb = Math.round(weightAt(p, t, k === 0 ? 0 : noise(1.1)) * 10) / 10;
      const progress = (p.startLb - lb) / p.startLb;
      const fat = Math.round((p.fatPct - progress * 55 + noise(0.6)) * 10) / 10;
      const fatMass = Math.round(((lb * fat) / 100) * 10) / 10;
      const ffm = Math.round((lb - fatMass) * 10) / 10;
      rows.push({
        user_id: user.id,
        measured_on: addDays(first, t),
        member_created: 0,
        weight_kg: lbToKg(lb),
        impedance_ohm: Math.round(470 + progress * 220 + noise(12)),
        fat_pct: fat,
        fat_mass_kg: lbToKg(fatMass),
        ffm_kg: lbToKg(ffm),
        tbw_kg: lbToKg(Math.round(ffm * 0.73 * 10) / 10),
        bp_systolic: Math.round(138 - progress * 60 + noise(4)),
        bp_diastolic: Math.round(88 - progress * 30 + noise(3)),
        pulse_bpm: Math.round(78 - progress * 25 + noise(3)),
        waist_cm: inToCm(Math.round((p.waistIn - progress * 22 + noise(0.3)) * 10) / 10),
        created_by: admin.id,
        created_at: now,
        updated_at: now,
      });
    }
    // The member's own weigh-ins at home, once a week lately (weight only; now and then fat %).
    for (let w = 0; w < p.ownEntries; w++) {
      const day = addDays(today, -1 - w * 7);
      const t = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000;
      const lb = Math.round(weightAt(p, t, noise(1.4) + 0.8) * 10) / 10;
      rows.push({
        user_id: user.id,
        measured_on: day,
        member_created: 1,
        weight_kg: lbToKg(lb),
        fat_pct: w % 3 === 0 ? Math.round((p.fatPct - ((p.startLb - lb) / p.startLb) * 55 + noise(1)) * 10) / 10 : null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto("weights").values(rows).execute();
    weighIns += rows.length;
    await db
      .insertInto("body_profiles")
      .values({
        user_id: user.id,
        height_cm: inToCm(p.heightIn),
        goal_weight_kg: p.goalLb === null ? null : lbToKg(p.goalLb),
        height_set_by: admin.id,
        updated_at: now,
      })
      .execute();
    await db.insertInto("referral_codes").values({ user_id: user.id, code: p.referral, created_at: now }).execute();
  }
  // A few friends who asked with a member's code (what staff see on Refer a friend).
  const referrers = await db.selectFrom("referral_codes").select(["user_id", "code"]).where("code", "in", ["JANE7K4Q", "ROBT9WMZ"]).execute();
  const byCode = new Map(referrers.map((r) => [r.code, r.user_id]));
  const leads = [
    { first_name: "Emily", email: "emily.friend@example.com", zip: "33606", code: "JANE7K4Q", daysAgo: 9, comments: "Jane told me about the programme. Is there a clinic near Hyde Park?" },
    { first_name: "Marcus", email: "marcus.friend@example.com", zip: "27601", code: "ROBT9WMZ", daysAgo: 4, comments: "My brother-in-law Robert did great with you. What does the first visit involve?" },
    { first_name: "Olivia", email: "olivia.friend@example.com", zip: "33611", code: "JANE7K4Q", daysAgo: 1, comments: "Saw Jane's card. Do you take evening appointments?" },
  ];
  await db
    .insertInto("leads")
    .values(
      leads.map((l) => ({
        first_name: l.first_name,
        email: l.email,
        zip: l.zip,
        comments: l.comments,
        subject: "Request Information",
        referral_code: l.code,
        referred_by: byCode.get(l.code) ?? null,
        created_at: new Date(Date.parse(`${addDays(today, -l.daysAgo)}T14:00:00Z`)).toISOString(),
      })),
    )
    .execute();
  const testimonials = await seedTestimonials(db, today, files);
  const members = await reevaluateAllBadges(db);
  const badges = await db.selectFrom("member_badges").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  console.log(
    `progress: ${weighIns} weigh-ins, ${testimonials} testimonials, ${badges.n} badges earned by ${members} members (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
