/**
 * The Tampa clinic's panel for the demo (issue 25): about forty patients whose histories raise
 * every flag at least once, and some with none. Each is a story the flag rules can read
 * (docs/decisions/0121); the seed checks every story raises what it says.
 */

export type Story = "steady" | "plateau" | "rapid_loss" | "regain" | "quiet" | "no_weigh_in" | "implausible" | "new";

export interface CarePatientSeed {
  first: string;
  last: string;
  story: Story;
  /** Weeks on the programme. */
  weeks: number;
  /** Pounds at the first weigh-in. */
  startLb: number;
  heightIn: number;
  /** Days since anything was logged (quiet), or since the last weigh-in (no weigh-in). */
  gap?: number;
  /** Weighs in at home every week. */
  weighsAtHome: boolean;
}

// Names are common US names; none belongs to anyone.
export const CARE_PATIENTS: CarePatientSeed[] = [
  { first: "Olivia", last: "Bennett", story: "steady", weeks: 22, startLb: 214.6, heightIn: 65, weighsAtHome: true },
  { first: "Marcus", last: "Reed", story: "steady", weeks: 31, startLb: 262.2, heightIn: 71, weighsAtHome: false },
  { first: "Priya", last: "Shah", story: "steady", weeks: 12, startLb: 188.4, heightIn: 63, weighsAtHome: true },
  { first: "Daniel", last: "Ortiz", story: "steady", weeks: 18, startLb: 241.0, heightIn: 70, weighsAtHome: true },
  { first: "Hannah", last: "Kowalski", story: "steady", weeks: 9, startLb: 176.8, heightIn: 64, weighsAtHome: false },
  { first: "Terrence", last: "Jackson", story: "steady", weeks: 26, startLb: 289.4, heightIn: 73, weighsAtHome: true },
  { first: "Sofia", last: "Alvarez", story: "steady", weeks: 15, startLb: 202.2, heightIn: 66, weighsAtHome: true },
  { first: "Evelyn", last: "Murphy", story: "steady", weeks: 38, startLb: 231.6, heightIn: 64, weighsAtHome: false },
  { first: "Kevin", last: "Nguyen", story: "steady", weeks: 11, startLb: 219.8, heightIn: 68, weighsAtHome: true },
  { first: "Grace", last: "Thompson", story: "steady", weeks: 20, startLb: 194.0, heightIn: 62, weighsAtHome: true },
  { first: "Andre", last: "Williams", story: "steady", weeks: 14, startLb: 273.2, heightIn: 72, weighsAtHome: false },
  { first: "Megan", last: "O'Brien", story: "steady", weeks: 24, startLb: 208.8, heightIn: 67, weighsAtHome: true },
  { first: "Luis", last: "Herrera", story: "steady", weeks: 8, startLb: 247.4, heightIn: 69, weighsAtHome: true },
  { first: "Aisha", last: "Robinson", story: "steady", weeks: 29, startLb: 226.0, heightIn: 66, weighsAtHome: false },
  { first: "Brian", last: "Fischer", story: "plateau", weeks: 24, startLb: 252.6, heightIn: 71, weighsAtHome: true },
  { first: "Nicole", last: "Price", story: "plateau", weeks: 17, startLb: 198.2, heightIn: 64, weighsAtHome: true },
  { first: "Carlos", last: "Mendoza", story: "plateau", weeks: 30, startLb: 266.0, heightIn: 70, weighsAtHome: true },
  { first: "Rachel", last: "Goldberg", story: "plateau", weeks: 14, startLb: 181.4, heightIn: 63, weighsAtHome: true },
  { first: "Samuel", last: "Okafor", story: "plateau", weeks: 21, startLb: 233.8, heightIn: 69, weighsAtHome: true },
  { first: "Tiffany", last: "Lam", story: "rapid_loss", weeks: 7, startLb: 238.4, heightIn: 65, weighsAtHome: true },
  { first: "Jerome", last: "Carter", story: "rapid_loss", weeks: 9, startLb: 301.6, heightIn: 72, weighsAtHome: true },
  { first: "Heather", last: "Lindqvist", story: "rapid_loss", weeks: 6, startLb: 209.0, heightIn: 66, weighsAtHome: true },
  { first: "Victor", last: "Petrov", story: "regain", weeks: 32, startLb: 258.8, heightIn: 70, weighsAtHome: true },
  { first: "Alicia", last: "Morales", story: "regain", weeks: 27, startLb: 212.4, heightIn: 64, weighsAtHome: true },
  { first: "Gregory", last: "Hall", story: "regain", weeks: 40, startLb: 244.2, heightIn: 71, weighsAtHome: false },
  { first: "Jasmine", last: "Wright", story: "regain", weeks: 22, startLb: 190.6, heightIn: 63, weighsAtHome: true },
  // Gone quiet and no weigh-in since yesterday: the flags of the nurse's morning count (seedMorningCount).
  { first: "Patrick", last: "Sullivan", story: "quiet", weeks: 19, startLb: 236.4, heightIn: 70, gap: 8, weighsAtHome: true },
  { first: "Linda", last: "Chen", story: "quiet", weeks: 12, startLb: 171.2, heightIn: 62, gap: 12, weighsAtHome: false },
  { first: "Raymond", last: "Foster", story: "quiet", weeks: 25, startLb: 279.0, heightIn: 73, gap: 17, weighsAtHome: true },
  { first: "Monica", last: "Diaz", story: "quiet", weeks: 16, startLb: 205.8, heightIn: 65, gap: 23, weighsAtHome: false },
  { first: "Stephen", last: "Clarke", story: "no_weigh_in", weeks: 20, startLb: 248.6, heightIn: 71, gap: 15, weighsAtHome: false },
  { first: "Yolanda", last: "Brooks", story: "no_weigh_in", weeks: 13, startLb: 187.2, heightIn: 64, gap: 19, weighsAtHome: false },
  { first: "Ethan", last: "Kim", story: "no_weigh_in", weeks: 23, startLb: 229.4, heightIn: 69, gap: 25, weighsAtHome: false },
  { first: "Brenda", last: "Walsh", story: "no_weigh_in", weeks: 10, startLb: 216.0, heightIn: 66, gap: 30, weighsAtHome: false },
  { first: "Omar", last: "Haddad", story: "implausible", weeks: 15, startLb: 244.0, heightIn: 70, weighsAtHome: true },
  { first: "Julia", last: "Romano", story: "implausible", weeks: 11, startLb: 183.6, heightIn: 63, weighsAtHome: true },
  { first: "Dwayne", last: "Mitchell", story: "implausible", weeks: 15, startLb: 271.8, heightIn: 72, weighsAtHome: true },
  { first: "Erin", last: "Gallagher", story: "new", weeks: 1, startLb: 199.4, heightIn: 65, weighsAtHome: false },
  { first: "Tyrone", last: "Banks", story: "new", weeks: 2, startLb: 255.0, heightIn: 71, weighsAtHome: true },
];

/** The notes the nurse left (days back from today); the first has been read. */
export const DEMO_NOTES: { patient: string; daysAgo: number; text: string; read: boolean }[] = [
  { patient: "Olivia Bennett", daysAgo: 3, text: "Lovely steady week, Olivia. Your breakfasts look great; keep the water up on busy days.", read: true },
  { patient: "Tiffany Lam", daysAgo: 1, text: "You are losing faster than we plan for. Please add the afternoon snack back in, and call us if you feel dizzy.", read: false },
  { patient: "Brian Fischer", daysAgo: 2, text: "A plateau at this stage is normal. Let's try the new dinner plan and add two walks a week; we'll check in at your visit.", read: false },
];
