import type { Generated, Insertable, Selectable } from "kysely";

/**
 * Progress, badges, testimonials and referrals (migration 0007). Canonical units are in the
 * column names (cm, kg); inches and pounds are for display only.
 */

/** The clinic record's body profile: height for BMI, and the member's goal weight. */
export interface BodyProfilesTable {
  user_id: number;
  height_cm: number | null;
  goal_weight_kg: number | null;
  height_set_by: number | null;
  updated_at: string;
}

/** One earning of a badge (app/badges/catalogue.ts holds the badges themselves). */
export interface MemberBadgesTable {
  id: Generated<number>;
  user_id: number;
  badge_id: number;
  /** YYYY-MM-DD: the achievement day, or a streak's first day. */
  start_day: string;
  /** YYYY-MM-DD: the achievement day again, or a streak's last day. */
  end_day: string;
  /** YYYY-MM-DD: the day the rule was first met (a streak: the day it reached its length). */
  earned_day: string;
  created_at: string;
}

export interface TestimonialsTable {
  id: Generated<number>;
  user_id: number;
  /** The member's words as they sent them (plain text). */
  fulltext: string;
  /** The final version staff publish: sanitized HTML. */
  fulltext_html: Generated<string>;
  country: string | null;
  quotes: Generated<string>;
  blurb: Generated<string>;
  active: Generated<number>;
  featured: Generated<number>;
  homepage: Generated<number>;
  saved_by: number | null;
  saved_last: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export type TestimonialImageType = "A" | "B" | "X" | "Z";

export interface TestimonialImagesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  type: TestimonialImageType;
  weight_kg: number;
  week: number;
  is_primary: Generated<number>;
  /** SHA-256 of the file as uploaded: the same content for the same member is one image. */
  content_hash: string;
  /** Paths relative to the private photo folder (never under the public uploads). */
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
  content_type: string;
  file_size: number;
  width: number;
  height: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReferralCodesTable {
  user_id: number;
  code: string;
  created_at: string;
}

export interface ProgressTables {
  body_profiles: BodyProfilesTable;
  member_badges: MemberBadgesTable;
  testimonials: TestimonialsTable;
  testimonial_images: TestimonialImagesTable;
  referral_codes: ReferralCodesTable;
}

export type TestimonialRow = Selectable<TestimonialsTable>;
export type TestimonialImageRow = Selectable<TestimonialImagesTable>;
export type NewMemberBadge = Insertable<MemberBadgesTable>;
