import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export type UserType = "A" | "P";

/**
 * What a staff account (user_type "A") may do (migration 0020, docs/decisions/0120): "admin" is a
 * programme administrator (the catalogue, content, moderation, every clinic's patients), "care"
 * the care pages of the clinics assigned to it. Null for patients.
 */
export type StaffRole = "admin" | "care";

export interface ClinicsTable {
  id: Generated<number>;
  name: string;
  city: string;
  state: string;
  phone: string;
  /** IANA zone: a patient's day is their clinic's calendar day. */
  time_zone: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  user_type: UserType;
  first_name: string;
  middle_name: Generated<string>;
  last_name: string;
  city: string;
  state: string;
  clinic_id: number | null;
  /** Bumped on password change: every JWT and web session minted before is void. */
  token_version: Generated<number>;
  is_active: Generated<number>;
  created_at: string;
  password_changed_at: string;
  /** Migration 0027 (issue 26). */
  phone: Generated<string>;
  /** The units the member reads and types ("imperial" | "metric"); storage stays canonical. */
  units: Generated<string>;
  /** Migration 0126 (issue 41): the language the member chose ("en", "es"), or null: not chosen. */
  language: string | null;
  /** From the clinic record (the registration code); the member cannot change it. */
  date_of_birth: string | null;
  staff_role: StaffRole | null;
}

/** The clinics a care-staff member looks after (a programme administrator sees every clinic). */
export interface StaffClinicsTable {
  user_id: number;
  clinic_id: number;
  assigned_by: number | null;
  assigned_at: string;
}

export interface RegistrationCodesTable {
  id: Generated<number>;
  code: string;
  clinic_id: number;
  first_name: string;
  middle_name: Generated<string>;
  last_name: string;
  city: string;
  state: string;
  created_at: string;
  used_at: string | null;
  user_id: number | null;
  date_of_birth: string | null;
}

export interface AppointmentsTable {
  id: Generated<number>;
  user_id: number;
  appt_date: string;
  appt_time: string;
  created_at: string;
}

export interface UserSessionsTable {
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface FlashMessagesTable {
  id_hash: string;
  payload: string;
  created_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface LeadsTable {
  id: Generated<number>;
  first_name: string;
  email: string;
  zip: string;
  comments: string;
  subject: string;
  created_at: string;
  /** The referral code the visitor came with, as given (migration 0007). */
  referral_code: string | null;
  /** The member whose code it is, when it matched one. */
  referred_by: number | null;
  /** The request's content and day: one lead per identical request a day (migration 0045). */
  dedupe_key: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: string;
  event: string;
  user_id: number | null;
  ip: string;
  user_agent: string;
  detail: string;
  /** The patient whose health record was read or written (health events only). */
  patient_id: number | null;
  /** Which kind of record ("journal_entry", "weight", …); "" for security events. */
  record_type: Generated<string>;
  record_id: number | null;
}

/** A new address waiting for its confirmation link to be followed (migration 0027). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  /** SHA-256 of the link's token, set when the job that mails the link makes it. */
  token_hash: string | null;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
  /** The address it moved away from, set when it is confirmed (migration 0071): the job that tells it reads it here. */
  old_email: string | null;
}

/**
 * One signed-in app (a token family, migration 0027, docs/decisions/0132): the tokens it holds
 * carry the row's id and generation; a refresh moves the generation on, spending the old token.
 */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  generation: Generated<number>;
  created_at: string;
  last_used_at: string;
  /** The original sign-in plus JWT_REFRESH_DAYS: no refresh after it. */
  expires_at: string;
  ip: string;
  user_agent: string;
  revoked_at: string | null;
  /** "logout", "reuse", "password", "everywhere", "device". */
  revoked_reason: string | null;
}

export interface AccountsTables {
  clinics: ClinicsTable;
  users: UsersTable;
  staff_clinics: StaffClinicsTable;
  registration_codes: RegistrationCodesTable;
  appointments: AppointmentsTable;
  user_sessions: UserSessionsTable;
  flash_messages: FlashMessagesTable;
  password_reset_tokens: PasswordResetTokensTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  leads: LeadsTable;
  audit_log: AuditLogTable;
  email_changes: EmailChangesTable;
  api_tokens: ApiTokensTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Clinic = Selectable<ClinicsTable>;
