import { describe, expect, it } from "vitest";
import { channelsOf, KIND_NAMES, kindsFor, NOTIFICATION_KINDS, preferencesOf } from "./kinds";

/** The preference rules (docs/decisions/0131). */
describe("a member's choices per kind", () => {
  it("without a choice: events in the portal (decisions, goals, notes and appointments by email too), a patient's reminders off, the care team's morning count in the portal", () => {
    const prefs = preferencesOf([]);
    expect(prefs).toEqual({
      food_decision: "email",
      recipe_decision: "email",
      testimonial_published: "email",
      badge_earned: "portal",
      clinic_goal: "email",
      care_note: "email",
      care_message: "email",
      appointment: "email",
      medication: "email",
      nothing_logged: "off",
      weigh_in_due: "off",
      dose_due: "off",
      refill_due: "off",
      weekly_summary: "off",
      care_flags: "portal",
    });
    for (const k of kindsFor({ user_type: "P" })) if (NOTIFICATION_KINDS[k].group === "reminder") expect(prefs[k]).toBe("off");
  });

  it("an event is always in the portal: it cannot be off; a reminder can", () => {
    expect(channelsOf("food_decision")).toEqual(["portal", "email"]);
    expect(channelsOf("care_note")).toEqual(["portal", "email"]);
    expect(channelsOf("weekly_summary")).toEqual(["off", "portal", "email"]);
  });

  it("takes the member's rows; a stored choice the kind does not offer, or an unknown kind, falls back to the default", () => {
    const prefs = preferencesOf([
      { kind: "food_decision", channel: "portal" },
      { kind: "weekly_summary", channel: "email" },
      { kind: "badge_earned", channel: "off" },
      { kind: "carrier_pigeon", channel: "email" },
      { kind: "nothing_logged", channel: "sms" },
    ]);
    expect(prefs).toMatchObject({ food_decision: "portal", weekly_summary: "email", badge_earned: "portal", nothing_logged: "off" });
    expect(Object.keys(prefs)).toEqual(KIND_NAMES);
  });

  it("patients are offered the patients' kinds, staff the staff's: every kind belongs to exactly one", () => {
    const patients = kindsFor({ user_type: "P" });
    const staff = kindsFor({ user_type: "A" });
    expect(staff).toEqual(["care_flags"]);
    expect(patients).not.toContain("care_flags");
    expect([...patients, ...staff].sort()).toEqual([...KIND_NAMES].sort());
  });
});
