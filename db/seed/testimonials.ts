import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../../app/db/schema";
import { storeTestimonialImage } from "../../app/testimonials/photo-store.server";
import type { SeedFiles } from "./files";
import { finalHtml } from "../../app/testimonials/html.server";

/**
 * A few testimonials for the demo: Jane's published one (before and after photos and her signed
 * authorization), Linda's in review (photos, no authorization yet: publishing it shows why it
 * cannot be published), Robert's and Maria's waiting for review. The pictures are drawn here (an
 * SVG figure rendered with sharp, no network) and stored through the app's own photo store, in
 * the private folder.
 */

const W = 400;
const H = 600;

/** A calm portrait-format illustration: a figure, broader "before", slimmer "after". */
function figureSvg(kind: "before" | "after", hue: number): string {
  const body = kind === "before" ? 118 : 84;
  const waist = kind === "before" ? 104 : 66;
  const bg1 = `hsl(${hue} 45% 88%)`;
  const bg2 = `hsl(${hue} 40% 74%)`;
  const figure = `hsl(${hue} 30% 32%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="200" cy="150" r="52" fill="${figure}"/>
<path d="M${200 - body} 560 C ${200 - body} 330, ${200 - waist} 250, 200 228 C ${200 + waist} 250, ${200 + body} 330, ${200 + body} 560 Z" fill="${figure}"/>
<rect x="0" y="560" width="${W}" height="40" fill="hsl(${hue} 25% 60%)"/>
</svg>`;
}

/** A signed consent form, photographed. */
function consentSvg(name: string): string {
  const lines = Array.from({ length: 9 }, (_, i) => `<rect x="60" y="${190 + i * 34}" width="${i % 3 === 2 ? 380 : 480}" height="10" rx="5" fill="#c9cfcd"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="#f3f1ea"/>
<rect x="30" y="30" width="540" height="740" fill="#ffffff" stroke="#d6d2c4"/>
<text x="60" y="100" font-family="Georgia, serif" font-size="26" fill="#1d2b2a">Authorization to use my testimonial</text>
<text x="60" y="140" font-family="Georgia, serif" font-size="18" fill="#44524f">and photographs (HIPAA marketing authorization)</text>
${lines}
<path d="M70 640 c 30 -40 50 30 80 -5 s 40 -30 60 10 s 50 -20 70 0" fill="none" stroke="#1d3f91" stroke-width="3"/>
<line x1="60" y1="660" x2="330" y2="660" stroke="#44524f"/>
<text x="60" y="690" font-family="Arial, sans-serif" font-size="16" fill="#44524f">${name}</text>
</svg>`;
}

const jpeg = async (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();

interface Seeded {
  email: string;
  fulltext: string;
  final?: { country: string; quotes: string; blurb: string; html: string; published: boolean; featured: boolean; homepage: boolean };
  images: { kind: "before" | "after" | "consent"; week: number; weightLb: number }[];
  daysAgo: number;
  hue: number;
}

const SEEDED: Seeded[] = [
  {
    email: "patient@example.com",
    fulltext:
      "When I started I could not climb the stairs at work without stopping. My clinic team weighed me every two weeks and never once made me feel judged.\n\nA year later I am down almost 40 lbs, my blood pressure is normal and I walk every morning with my sister. The food journal was the miracle for me: writing it down made me honest.",
    final: {
      country: "US",
      quotes: "I got my mornings back.",
      blurb: "Jane lost almost 40 pounds in a year with her clinic team, and walks every morning now.",
      html:
        "When I started I could not climb the stairs at work without stopping. My clinic team weighed me every two weeks and never once made me feel judged.\n\nA year later I am down almost 40 pounds, my blood pressure is normal and I walk every morning with my sister. The food journal was what made the difference for me: writing it down made me honest.",
      published: true,
      featured: true,
      homepage: true,
    },
    images: [
      { kind: "before", week: 0, weightLb: 212.4 },
      { kind: "after", week: 52, weightLb: 173.5 },
      { kind: "consent", week: 52, weightLb: 173.5 },
    ],
    daysAgo: 20,
    hue: 168,
  },
  {
    email: "linda.patient@example.com",
    fulltext: "Slow and steady! I have lost 8 lbs and three inches from my waist. Call me at 813-555-0142 if you want to walk with me.",
    final: {
      country: "US",
      quotes: "Slow and steady works.",
      blurb: "",
      html: "Slow and steady! I have lost 8 pounds and three inches from my waist.",
      published: false,
      featured: false,
      homepage: false,
    },
    images: [
      { kind: "before", week: 0, weightLb: 198.6 },
      { kind: "after", week: 50, weightLb: 190.4 },
    ],
    daysAgo: 12,
    hue: 28,
  },
  {
    email: "robert.patient@example.com",
    fulltext: "Down 47 lbs. My doctor took me off one of my blood pressure pills. Thank you to everyone at the clinic & especially the Saturday team.",
    images: [{ kind: "before", week: 0, weightLb: 268.8 }],
    daysAgo: 5,
    hue: 212,
  },
  {
    email: "patient2@example.com",
    fulltext: "I like that I can see my weigh-ins on my phone. The recipes are good too, the lentil soup is my favourite.",
    images: [],
    daysAgo: 2,
    hue: 300,
  },
];

export async function seedTestimonials(db: Kysely<Database>, today: string, files: SeedFiles): Promise<number> {
  const admin = await db.selectFrom("users").select("id").where("email", "=", "admin@example.com").executeTakeFirstOrThrow();
  let n = 0;
  for (const s of SEEDED) {
    const member = await db.selectFrom("users").select(["id", "first_name", "last_name"]).where("email", "=", s.email).executeTakeFirst();
    if (!member) continue;
    const created = new Date(`${today}T15:00:00Z`);
    created.setUTCDate(created.getUTCDate() - s.daysAgo);
    const at = created.toISOString();
    const saved = s.final ? new Date(created.getTime() + 2 * 86_400_000).toISOString() : null;
    await db
      .insertInto("testimonials")
      .values({
        user_id: member.id,
        fulltext: s.fulltext,
        fulltext_html: s.final ? finalHtml(s.final.html) : "",
        country: s.final?.country ?? null,
        quotes: s.final?.quotes ?? "",
        blurb: s.final?.blurb ?? "",
        active: s.final?.published ? 1 : 0,
        featured: s.final?.featured ? 1 : 0,
        homepage: s.final?.homepage ? 1 : 0,
        saved_by: s.final ? admin.id : null,
        saved_last: saved,
        published_at: s.final?.published ? saved : null,
        created_at: at,
        updated_at: saved ?? at,
      })
      .execute();
    n++;
    for (const img of s.images) {
      const data = await jpeg(img.kind === "consent" ? consentSvg(`${member.first_name} ${member.last_name}`) : figureSvg(img.kind, s.hue));
      const type = img.kind === "before" ? "B" : img.kind === "after" ? "A" : "Z";
      const name = img.kind === "consent" ? "Signed authorization" : `${img.kind === "before" ? "Before" : "After"}, week ${img.week}`;
      const stored = await storeTestimonialImage(
        db,
        admin.id,
        member.id,
        { name, type, weight: img.weightLb, week: img.week, primary: type !== "Z" },
        { name: `${img.kind}.jpg`, size: data.length, data },
        "photo_o",
        files.photos,
      );
      if (!stored.ok) throw new Error(`seed: testimonial image for ${s.email} refused`);
    }
  }
  return n;
}
