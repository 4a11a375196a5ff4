import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../../app/db/schema";
import { writeImageFiles } from "../../app/uploads/image-store.server";
import type { SeedFiles } from "./files";

/**
 * A handful of ads and motivational items (spec part 3; issue 12) with pictures drawn here as SVG
 * and rendered with sharp: no network, deterministic. One ad and one motivational item are
 * inactive, so screens and tests can see that patients never get them.
 */

interface Poster {
  headline: string;
  line: string;
  from: string;
  to: string;
  accent: string;
}

function posterSvg(p: Poster): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="1080" cy="160" r="220" fill="${p.accent}" opacity="0.25"/>
  <circle cx="1180" cy="620" r="140" fill="#ffffff" opacity="0.12"/>
  <path d="M0 560 C 320 480, 640 660, 1280 520 L1280 720 L0 720 Z" fill="#ffffff" opacity="0.14"/>
  <text x="96" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="78" font-weight="700" fill="#ffffff">${esc(p.headline)}</text>
  <text x="96" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#ffffff" opacity="0.92">${esc(p.line)}</text>
</svg>`;
}

interface SeedItem {
  channel: "ad" | "motivational";
  kind: "image" | "video";
  title: string;
  url: string;
  youtube_id?: string;
  poster?: Poster;
  is_active: boolean;
}

const ITEMS: SeedItem[] = [
  {
    channel: "ad",
    kind: "image",
    title: "Protein shakes: 20% off this month",
    url: "https://shop.example.com/protein-shakes",
    poster: { headline: "Protein shakes", line: "20% off this month at your clinic", from: "#0f5c63", to: "#1b8a8f", accent: "#f2c14e" },
    is_active: true,
  },
  {
    channel: "ad",
    kind: "image",
    title: "Book your body composition scan",
    url: "https://clinic.example.com/appointments",
    poster: { headline: "Body composition scan", line: "See fat, muscle and water: book today", from: "#23395d", to: "#3d5a80", accent: "#98c1d9" },
    is_active: true,
  },
  {
    channel: "ad",
    kind: "video",
    title: "Meal prep for the week in 30 minutes",
    url: "https://www.youtube.com/watch?v=IyeZ5AN1wY4",
    youtube_id: "IyeZ5AN1wY4",
    is_active: true,
  },
  {
    channel: "ad",
    kind: "image",
    title: "Summer cooking class (ended)",
    url: "https://clinic.example.com/classes",
    poster: { headline: "Summer cooking class", line: "This class has ended", from: "#6b705c", to: "#a5a58d", accent: "#ffe8d6" },
    is_active: false,
  },
  {
    channel: "motivational",
    kind: "image",
    title: "Small steps, every day",
    url: "",
    poster: { headline: "Small steps, every day", line: "Progress, not perfection", from: "#2a6f4f", to: "#52a37a", accent: "#e9f5db" },
    is_active: true,
  },
  {
    channel: "motivational",
    kind: "video",
    title: "Why sleep matters for weight loss",
    url: "https://www.youtube.com/watch?v=5MuIMqhT8DM",
    youtube_id: "5MuIMqhT8DM",
    is_active: true,
  },
  {
    channel: "motivational",
    kind: "image",
    title: "New year, new you (retired)",
    url: "",
    poster: { headline: "New year, new you", line: "Retired for the season", from: "#7d4e57", to: "#b56576", accent: "#eaac8b" },
    is_active: false,
  },
];

export async function seedContent(db: Kysely<Database>, storage: SeedFiles): Promise<void> {
  const existing = await db.selectFrom("content_items").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const staff = await db.selectFrom("users").select("id").where("user_type", "=", "A").orderBy("id").limit(1).executeTakeFirst();
  // Fixed times: the seed is deterministic, and the newest item is the first one listed.
  let minute = 0;
  for (const item of [...ITEMS].reverse()) {
    let files = null;
    if (item.poster) {
      const png = await sharp(Buffer.from(posterSvg(item.poster))).png({ compressionLevel: 9 }).toBuffer();
      const stored = await writeImageFiles(storage.uploads, png, "png");
      files = { image_o: stored.photo_o, image_l: stored.photo_l, image_m: stored.photo_m, image_name: `${item.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}.png` };
    }
    const at = new Date(Date.UTC(2026, 0, 5, 9, minute++)).toISOString();
    await db
      .insertInto("content_items")
      .values({
        channel: item.channel,
        kind: item.kind,
        title: item.title,
        url: item.url,
        youtube_id: item.youtube_id ?? null,
        image_o: files?.image_o ?? null,
        image_l: files?.image_l ?? null,
        image_m: files?.image_m ?? null,
        image_name: files?.image_name ?? null,
        is_active: item.is_active ? 1 : 0,
        created_by: staff?.id ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
