import type { Generated, Selectable } from "kysely";

/** Ads and motivational items (migration 0009, docs/decisions/0070). */
export interface ContentItemsTable {
  id: Generated<number>;
  channel: "ad" | "motivational";
  kind: "image" | "video";
  title: string;
  /** An image's link ("" when none) or a video's address. */
  url: Generated<string>;
  youtube_id: string | null;
  /** Paths relative to the uploads folder (images only). */
  image_o: string | null;
  image_l: string | null;
  image_m: string | null;
  image_name: string | null;
  is_active: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ContentTables {
  content_items: ContentItemsTable;
}

export type ContentItemRow = Selectable<ContentItemsTable>;
