import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { addDays, todayIn, weekdayOf, weekStart } from "../../app/domain/calendar";
import { caloriesFor, intensityOf } from "../../app/fitness/energy";
import { sanitizeExerciseHtml } from "../../app/fitness/html.server";
import { exercisePictureSvg, storeSvg, videoThumbnailSvg } from "../../app/fitness/pictures.server";
import { contentKeyOfPath } from "../../app/uploads/image-store.server";
import { flagsOf } from "../../app/fitness/weekdays";
import { latestWeightKg } from "../../app/progress/latest-weight.server";
import type { SeedFiles } from "./files";
import { BRISK_WALK, DEMO_FITNESS, EXERCISES, FIRST_EXERCISE_ID, GUIDES, PLANS, type ExerciseSeed } from "./fitness-data";
import { escapeHtml } from "../../app/domain/html";

/**
 * The fitness area: about 160 Compendium activities with descriptions, instructions, pictures,
 * videos and related exercises; a dozen workout plans; and for each demo patient a personal plan,
 * eight weeks of logs and journal entries, and weekly goals. Deterministic (the patients' activity
 * is laid out backwards from their clinic's today); skips itself when it has run.
 */
export async function seedFitness(db: Kysely<Database>, files: SeedFiles): Promise<void> {
  const existing = await db.selectFrom("exercises").select("id").limit(1).executeTakeFirst();
  if (existing) {
    console.log("fitness: already seeded");
    return;
  }
  const started = performance.now();
  const categories = [...new Set(EXERCISES.map((e) => e.category))];

  // Pictures (the slow part, in libvips's threads) are drawn while the rows are written: one per
  // kind of activity and a video thumbnail, shared by the exercises of that kind the way staff
  // reuse a picture.
  const jobs = categories.flatMap((c) => [
    { key: `${c}:picture`, svg: exercisePictureSvg(c, 0) },
    { key: `${c}:video`, svg: videoThumbnailSvg(c, 0) },
  ]);
  let picturesMs = 0;
  const pictures = mapLimit(jobs, 2, async (j) => [j.key, await storeSvg(files.uploads, j.svg)] as const).then((list) => {
    picturesMs = performance.now() - started;
    return new Map(list);
  });
  // Awaited below; a failure while the rows are written must not go unhandled meanwhile.
  pictures.catch(() => undefined);

  const now = new Date().toISOString();
  const ids = exerciseIds(EXERCISES);
  const idOf = new Map(EXERCISES.map((e, i) => [e.name, ids[i]]));
  const exerciseId = (name: string) => {
    const id = idOf.get(name);
    if (id === undefined) throw new Error(`fitness seed: unknown exercise "${name}"`);
    return id;
  };

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("exercises")
      .values(
        EXERCISES.map((e, i) => ({
          id: ids[i],
          name: e.name,
          compendium_code: e.code,
          compendium_description: e.compendium,
          met: e.met,
          category: e.category,
          type_of_activity: e.type,
          // Stored as the editor stores HTML (sanitized), so an unchanged save is 'Nothing to update!'.
          description_html: sanitizeExerciseHtml(descriptionHtml(e)),
          instructions_html: sanitizeExerciseHtml(instructionsHtml(e)),
          featured: e.featured ? 1 : 0,
          flame: intensityOf(e.met),
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    const related = relatedRows(EXERCISES, ids);
    for (let k = 0; k < related.length; k += 200) await trx.insertInto("exercise_related").values(related.slice(k, k + 200)).execute();

    const planId = new Map<string, number>();
    for (const p of PLANS) {
      const { id } = await trx
        .insertInto("workout_plans")
        .values({
          name: p.name,
          group_name: p.group,
          subgroup: p.subgroup,
          description: p.description,
          plan_details: p.details,
          notes_html: `<ul>${p.notes.map((n) => `<li>${n}</li>`).join("")}</ul>`,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      planId.set(p.name, id);
      const items = Object.entries(p.schedule).flatMap(([day, list]) =>
        list.map(([name, minutes], seq) => ({ plan_id: id, exercise_id: exerciseId(name), weekday: Number(day), minutes, seq: seq + 1 })),
      );
      await trx.insertInto("workout_plan_items").values(items).execute();
    }

    // The demo patients' own plans, activity and goals.
    const users = await trx
      .selectFrom("users")
      .leftJoin("clinics", "clinics.id", "users.clinic_id")
      .select(["users.id", "users.email", "clinics.time_zone"])
      .where(
        "users.email",
        "in",
        DEMO_FITNESS.map((d) => d.email),
      )
      .execute();
    const metOf = new Map(EXERCISES.map((e, i) => [ids[i], e]));
    for (const demo of DEMO_FITNESS) {
      const user = users.find((u) => u.email === demo.email);
      if (!user) continue;
      const today = todayIn(user.time_zone ?? undefined);
      const rand = rng(hashOf(demo.email));

      // The plan: the workout plans' weekdays, and the exercises added by hand.
      const days = new Map<number, Set<number>>();
      const book = (exercise: number, day: number) => days.set(exercise, (days.get(exercise) ?? new Set()).add(day));
      for (const name of demo.plans) {
        const plan = PLANS.find((p) => p.name === name)!;
        for (const [day, list] of Object.entries(plan.schedule)) for (const [ex] of list) book(exerciseId(ex), Number(day));
      }
      for (const [ex, weekdays] of demo.extra) for (const d of weekdays) book(exerciseId(ex), d);
      await trx
        .insertInto("member_exercise_plans")
        .values([...days].map(([exercise, set]) => ({ user_id: user.id, exercise_id: exercise, is_plan: 1, ...flagsOf(set), created_at: now, updated_at: now })))
        .execute();

      // Eight weeks of activity up to yesterday: most booked sessions done, now and then something extra.
      const routine = new Map(demo.routine.map((r) => [exerciseId(r.exercise), r]));
      const logs = [];
      for (let back = 56; back >= 1; back--) {
        const day = addDays(today, -back);
        const weekday = weekdayOf(day);
        const planned = [...days].filter(([, set]) => set.has(weekday)).map(([ex]) => ex);
        const done = planned.filter(() => rand() < 0.78);
        if (rand() < 0.12) done.push([...routine.keys()][Math.floor(rand() * routine.size)]);
        const weightKg = (await latestWeightKg(trx, user.id, day)) ?? demo.fallbackKg;
        for (const ex of new Set(done)) {
          const e = metOf.get(ex)!;
          const r = routine.get(ex);
          const minutes = Math.max(5, Math.round(((r?.minutes ?? 20) * (0.8 + rand() * 0.45)) / 5) * 5);
          const strength = r?.strength;
          const fromTracker = !strength && rand() < 0.06;
          const journaled = strength !== undefined || e.type === "Flexibility" || rand() < 0.3;
          logs.push({
            user_id: user.id,
            exercise_id: ex,
            done_on: day,
            weekday,
            type_of_activity: e.type,
            minutes,
            ...caloriesFor({ met: e.met, minutes, weightKg, entered: fromTracker ? Math.round((e.met - 1) * weightKg * (minutes / 60) * 1.1) : null }),
            weight_lifted_kg: strength ? Math.round(strength.lb * 0.45359237 * 1000) / 1000 : null,
            reps: strength?.reps ?? null,
            sets: strength?.sets ?? null,
            notes: fromTracker ? "Calories from my fitness tracker." : "",
            source: journaled ? "journal" : "log",
            created_at: `${day}T18:30:00.000Z`,
            updated_at: `${day}T18:30:00.000Z`,
          });
        }
      }
      if (logs.length) await trx.insertInto("exercise_logs").values(logs).execute();

      const [first, raised] = demo.goals;
      const goalRow = (g: typeof first, back: number) => {
        const setOn = addDays(today, -back);
        return {
          user_id: user.id,
          week_start: weekStart(setOn),
          set_on: setOn,
          cardio_minutes: g.cardio,
          resistance_sessions: g.resistance,
          flexibility_sessions: g.flexibility,
          calories_kcal: g.calories,
          created_at: `${setOn}T12:00:00.000Z`,
          updated_at: `${setOn}T12:00:00.000Z`,
        };
      };
      await trx.insertInto("fitness_goals").values([goalRow(first, 56), goalRow(raised, 28)]).execute();
    }
  });

  const stored = await pictures;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("exercise_images")
      .values(
        EXERCISES.map((e, i) => {
          const picture = stored.get(`${e.category}:picture`)!;
          return { exercise_id: ids[i], seq: 1, content_hash: contentKeyOfPath(picture.photo_o) ?? picture.photo_o, photo_o: picture.photo_o, photo_l: picture.photo_l, photo_m: picture.photo_m, photo_s: picture.photo_s };
        }),
      )
      .execute();
    const withVideo = EXERCISES.flatMap((e, i) => (e.video ? [{ e, id: ids[i] }] : []));
    await trx
      .insertInto("exercise_videos")
      .values(
        withVideo.map(({ e, id }) => {
          const thumb = stored.get(`${e.category}:video`)!;
          return { exercise_id: id, seq: 1, youtube_id: placeholderVideoId(e.name), title: `How to: ${e.name}`, thumb_m: thumb.photo_m, thumb_s: thumb.photo_s };
        }),
      )
      .execute();
  });

  console.log(
    `fitness: ${EXERCISES.length} exercises, ${PLANS.length} workout plans, ${stored.size} pictures in ${(picturesMs / 1000).toFixed(1)} s; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Ids from FIRST_EXERCISE_ID in list order, 1078 kept for the brisk walk. */
export function exerciseIds(list: ExerciseSeed[]): number[] {
  let next = FIRST_EXERCISE_ID;
  return list.map((e) => {
    if (e.code === BRISK_WALK.code && e.name === "Brisk walk") return BRISK_WALK.id;
    if (next === BRISK_WALK.id) next++;
    return next++;
  });
}


const INTENSITY_TEXT = {
  1: "a light-intensity activity: a good place to start, and it still counts",
  2: "a moderate-intensity activity: it counts toward the 150 minutes a week that health guidelines recommend",
  3: "a vigorous-intensity activity: a minute of it counts about as much as two of moderate activity",
} as const;

function descriptionHtml(e: ExerciseSeed): string {
  return `<p>${escapeHtml(e.about)}</p><p>${escapeHtml(GUIDES[e.category].intro)} At ${e.met} METs, it is ${INTENSITY_TEXT[intensityOf(e.met)]}.</p>`;
}

function instructionsHtml(e: ExerciseSeed): string {
  const g = GUIDES[e.category];
  return `<ol>${g.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ol><p><strong>Safety:</strong> ${escapeHtml(g.safety)}</p>`;
}

/**
 * Related exercises: the two nearest easier and harder ones of the same kind (by MET), and two
 * of another kind with the same type of activity and the closest MET.
 */
function relatedRows(list: ExerciseSeed[], ids: number[]) {
  const rows: { exercise_id: number; related_id: number; label: string; seq: number }[] = [];
  const indexed = list.map((e, i) => ({ ...e, id: ids[i] }));
  for (const e of indexed) {
    const same = indexed.filter((o) => o.category === e.category && o.id !== e.id);
    const easier = same.filter((o) => o.met < e.met).sort((a, b) => b.met - a.met || a.id - b.id).slice(0, 2);
    const harder = same.filter((o) => o.met > e.met).sort((a, b) => a.met - b.met || a.id - b.id).slice(0, 2);
    const similar = indexed
      .filter((o) => o.category !== e.category && o.type === e.type)
      .sort((a, b) => Math.abs(a.met - e.met) - Math.abs(b.met - e.met) || a.id - b.id)
      .slice(0, 2);
    let seq = 1;
    for (const [label, group] of [["Easier options", easier], ["Similar activities", similar], ["More challenging", harder]] as const) {
      for (const o of group) rows.push({ exercise_id: e.id, related_id: o.id, label, seq: seq++ });
    }
  }
  return rows;
}

const VIDEO_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * A fixed 11-character id per exercise. Placeholders: the demo's thumbnails are local and staff
 * set the clinic's real videos in the editor (docs/decisions/0055-exercise-library-data.md).
 */
function placeholderVideoId(name: string): string {
  const rand = rng(hashOf(`video:${name}`));
  return Array.from({ length: 11 }, () => VIDEO_ID_CHARS[Math.floor(rand() * 64)]).join("");
}

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const hashOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}
