/**
 * The programme's formulary and the Tampa demo's medicine stories (issue 38).
 *
 * The dose steps are those of the US product labels' dosage sections, each entry citing its label
 * (name, section and DailyMed link) in `source`; supplements have no step plan and say so. The
 * portal records what the clinic prescribes; none of this is advice.
 */

export interface FormularySeed {
  name: string;
  generic_name: string;
  kind: "injection" | "tablet" | "capsule" | "liquid" | "supplement";
  route: "subcutaneous" | "intramuscular" | "oral";
  unit: "mg" | "mcg" | "IU" | "mL" | "tablet" | "capsule" | "serving";
  strengths: number[];
  prescription: boolean;
  usual_schedule: "daily" | "weekly" | "as_needed";
  usual_times: string[];
  steps: { dose: number; weeks: number | null }[];
  plan_note: string;
  source: string;
}

const DAILYMED = (setid: string) => `https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=${setid}`;
const DAILYMED_SEARCH = (name: string) => `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(name)}`;

export const FORMULARY: FormularySeed[] = [
  {
    name: "Wegovy",
    generic_name: "semaglutide",
    kind: "injection",
    route: "subcutaneous",
    unit: "mg",
    strengths: [0.25, 0.5, 1, 1.7, 2.4],
    prescription: true,
    usual_schedule: "weekly",
    usual_times: ["09:00"],
    steps: [
      { dose: 0.25, weeks: 4 },
      { dose: 0.5, weeks: 4 },
      { dose: 1, weeks: 4 },
      { dose: 1.7, weeks: 4 },
      { dose: 2.4, weeks: null },
    ],
    plan_note: "Once weekly on the same day. The label allows delaying a step by 4 weeks when a new dose is not tolerated.",
    source: `WEGOVY (semaglutide) injection, US prescribing information (Novo Nordisk), section 2, dosage initiation and escalation: 0.25 mg weeks 1–4, 0.5 mg weeks 5–8, 1 mg weeks 9–12, 1.7 mg weeks 13–16, 2.4 mg from week 17. ${DAILYMED_SEARCH("wegovy")}`,
  },
  {
    name: "Zepbound",
    generic_name: "tirzepatide",
    kind: "injection",
    route: "subcutaneous",
    unit: "mg",
    strengths: [2.5, 5, 7.5, 10, 12.5, 15],
    prescription: true,
    usual_schedule: "weekly",
    usual_times: ["09:00"],
    steps: [
      { dose: 2.5, weeks: 4 },
      { dose: 5, weeks: 4 },
      { dose: 7.5, weeks: 4 },
      { dose: 10, weeks: 4 },
      { dose: 12.5, weeks: 4 },
      { dose: 15, weeks: null },
    ],
    plan_note: "Each step at least 4 weeks; the maintenance dose is 5, 10 or 15 mg as the clinic decides (the maximum is 15 mg).",
    source: `ZEPBOUND (tirzepatide) injection, US prescribing information (Eli Lilly), sections 2.1–2.2: 2.5 mg once weekly for 4 weeks, then 5 mg; up in 2.5 mg steps after at least 4 weeks on a dose; maximum 15 mg. ${DAILYMED("487cd7e7-434c-4925-99fa-aa80b1cc776b")}`,
  },
  {
    name: "Saxenda",
    generic_name: "liraglutide",
    kind: "injection",
    route: "subcutaneous",
    unit: "mg",
    strengths: [0.6, 1.2, 1.8, 2.4, 3],
    prescription: true,
    usual_schedule: "daily",
    usual_times: ["08:00"],
    steps: [
      { dose: 0.6, weeks: 1 },
      { dose: 1.2, weeks: 1 },
      { dose: 1.8, weeks: 1 },
      { dose: 2.4, weeks: 1 },
      { dose: 3, weeks: null },
    ],
    plan_note: "Once daily at any time of day; the label allows delaying a step by a week when a new dose is not tolerated.",
    source: `SAXENDA (liraglutide) injection, US prescribing information (Novo Nordisk), section 2: 0.6 mg daily for one week, then up by 0.6 mg at weekly intervals to 3 mg daily. ${DAILYMED("3946d389-0926-4f77-a708-0acb8153b143")}`,
  },
  {
    name: "Adipex-P",
    generic_name: "phentermine hydrochloride",
    kind: "tablet",
    route: "oral",
    unit: "mg",
    strengths: [18.75, 37.5],
    prescription: true,
    usual_schedule: "daily",
    usual_times: ["07:30"],
    steps: [],
    plan_note: "Usually one 37.5 mg tablet a day before breakfast or 1 to 2 hours after; half a tablet for some patients. No evening dose (insomnia). Schedule IV controlled substance.",
    source: `ADIPEX-P (phentermine hydrochloride) tablets, US label, section 2.1 Dosage and Administration; no dose-step plan. ${DAILYMED("b58363e8-eb12-68e2-e053-2995a90aa455")}`,
  },
  {
    name: "Qsymia",
    generic_name: "phentermine and topiramate extended-release",
    kind: "capsule",
    route: "oral",
    unit: "mg",
    strengths: [3.75, 7.5, 11.25, 15],
    prescription: true,
    usual_schedule: "daily",
    usual_times: ["08:00"],
    steps: [
      { dose: 3.75, weeks: 2 },
      { dose: 7.5, weeks: 12 },
      { dose: 11.25, weeks: 2 },
      { dose: 15, weeks: null },
    ],
    plan_note:
      "Doses name the phentermine part; each capsule also holds topiramate extended-release (23, 46, 69 or 92 mg). After 12 weeks on 7.5 mg/46 mg the clinic decides whether to go on to 11.25 mg/69 mg for 14 days and then 15 mg/92 mg: prescribe with titration up to 7.5 mg unless it has. Morning only (insomnia). Schedule IV.",
    source: `QSYMIA (phentermine and topiramate extended-release) capsules, US prescribing information (Vivus), section 2: 3.75 mg/23 mg daily for 14 days, then 7.5 mg/46 mg; escalation to 11.25 mg/69 mg for 14 days, then 15 mg/92 mg. ${DAILYMED("40dd5602-53da-45ac-bb4b-15789aba40f9")}`,
  },
  {
    name: "Contrave",
    generic_name: "naltrexone hydrochloride and bupropion hydrochloride extended-release (8 mg/90 mg)",
    kind: "tablet",
    route: "oral",
    unit: "tablet",
    strengths: [1, 2],
    prescription: true,
    usual_schedule: "daily",
    usual_times: ["08:00", "20:00"],
    steps: [],
    plan_note:
      "The label's escalation is in tablets, morning and evening: week 1, 1 in the morning; week 2, 1 and 1; week 3, 2 and 1; week 4 on, 2 and 2. The portal keeps one dose per time, so the clinic enters each week's change as a dose change. Not with a high-fat meal.",
    source: `CONTRAVE (naltrexone HCl and bupropion HCl) extended-release tablets, US prescribing information (Currax), section 2.1 dosing table (8 mg/90 mg tablets, up to 2 tablets twice daily from week 4). ${DAILYMED_SEARCH("contrave")}`,
  },
  {
    name: "Xenical",
    generic_name: "orlistat",
    kind: "capsule",
    route: "oral",
    unit: "mg",
    strengths: [120],
    prescription: true,
    usual_schedule: "daily",
    usual_times: ["08:00", "12:30", "18:30"],
    steps: [],
    plan_note: "120 mg with each main meal containing fat (during it or up to an hour after); a meal missed or without fat, no dose.",
    source: `XENICAL (orlistat) capsules, US prescribing information (H2-Pharma), section 2: 120 mg three times a day with each main meal containing fat; no dose-step plan. ${DAILYMED_SEARCH("xenical")}`,
  },
  {
    name: "Alli",
    generic_name: "orlistat 60 mg (over the counter)",
    kind: "capsule",
    route: "oral",
    unit: "mg",
    strengths: [60],
    prescription: false,
    usual_schedule: "daily",
    usual_times: ["08:00", "12:30", "18:30"],
    steps: [],
    plan_note: "One capsule with each meal containing fat, up to three a day. Over the counter, but a medicine: the clinic adds it.",
    source: `alli (orlistat 60 mg) capsules, Drug Facts label (Haleon): 1 capsule with each meal containing fat, no more than 3 a day. ${DAILYMED_SEARCH("alli orlistat")}`,
  },
  {
    name: "Vitamin B12 injection",
    generic_name: "cyanocobalamin",
    kind: "injection",
    route: "intramuscular",
    unit: "mcg",
    strengths: [1000],
    prescription: true,
    usual_schedule: "weekly",
    usual_times: ["10:00"],
    steps: [],
    plan_note: "1,000 mcg weekly or monthly, as the clinic orders; usually given at the clinic.",
    source: `Cyanocobalamin injection USP 1,000 mcg/mL, US label, Dosage and Administration; no dose-step plan. ${DAILYMED_SEARCH("cyanocobalamin injection")}`,
  },
  {
    name: "Vitamin D3",
    generic_name: "cholecalciferol",
    kind: "supplement",
    route: "oral",
    unit: "IU",
    strengths: [1000, 2000],
    prescription: false,
    usual_schedule: "daily",
    usual_times: ["08:00"],
    steps: [],
    plan_note: "1,000 to 2,000 IU a day, as the clinic advises.",
    source: "A supplement: no dose-step plan; the dose is the clinic's advice (see the NIH Office of Dietary Supplements' vitamin D fact sheet, https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/).",
  },
  {
    name: "Multivitamin with minerals",
    generic_name: "multivitamin and multimineral",
    kind: "supplement",
    route: "oral",
    unit: "tablet",
    strengths: [1],
    prescription: false,
    usual_schedule: "daily",
    usual_times: ["08:00"],
    steps: [],
    plan_note: "One tablet a day with a meal.",
    source: "A supplement: no dose-step plan; one tablet a day as on its package.",
  },
  {
    name: "Calcium citrate",
    generic_name: "calcium citrate",
    kind: "supplement",
    route: "oral",
    unit: "mg",
    strengths: [500, 600],
    prescription: false,
    usual_schedule: "daily",
    usual_times: ["08:00", "18:00"],
    steps: [],
    plan_note: "500 to 600 mg a dose, the day's amount divided (absorbed best in small doses).",
    source: "A supplement: no dose-step plan; the dose is the clinic's advice (see the NIH Office of Dietary Supplements' calcium fact sheet, https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/).",
  },
  {
    name: "Protein shake",
    generic_name: "protein supplement drink",
    kind: "supplement",
    route: "oral",
    unit: "serving",
    strengths: [1],
    prescription: false,
    usual_schedule: "as_needed",
    usual_times: [],
    steps: [],
    plan_note: "One serving as a meal replacement or after exercise, as the clinic's meal plan says.",
    source: "A supplement: no dose-step plan; one serving as on its package.",
  },
];

/** How a demo patient takes a medicine, and what the care team should see. */
export interface MedicationStory {
  /** The patient: a care demo patient's "First Last", or "Jane" (patient@example.com). */
  patient: string;
  medication: string;
  setBy: "clinic" | "self";
  /** Days before today it started. */
  startedDaysAgo: number;
  /** The first dose; with `titrate`, the plan's steps follow up to `titrateTo` (the last when left out). */
  dose: number;
  titrate?: boolean;
  titrateTo?: number;
  times?: string[];
  /** Share of scheduled doses taken (the rest skipped now and then, else missed). */
  takes: number;
  /** Days before today of a stretch with no dose recorded: [from, to] (both days ago). */
  missed?: [number, number];
  /** The clinic changed the dose: days ago, and the new dose. */
  change?: { daysAgo: number; dose: number; note: string };
  /** The clinic paused it days ago. */
  pausedDaysAgo?: number;
  supply?: number;
  instructions?: string;
}

export const MEDICATION_STORIES: MedicationStory[] = [
  { patient: "Jane", medication: "Wegovy", setBy: "clinic", startedDaysAgo: 98, dose: 0.25, titrate: true, takes: 0.97, supply: 4, instructions: "Inject on the same day each week; rotate the site." },
  { patient: "Jane", medication: "Vitamin D3", setBy: "self", startedDaysAgo: 60, dose: 2000, takes: 0.85 },
  { patient: "Jane", medication: "Multivitamin with minerals", setBy: "self", startedDaysAgo: 45, dose: 1, takes: 0.8 },
  { patient: "Olivia Bennett", medication: "Zepbound", setBy: "clinic", startedDaysAgo: 70, dose: 2.5, titrate: true, takes: 1 },
  { patient: "Olivia Bennett", medication: "Multivitamin with minerals", setBy: "self", startedDaysAgo: 120, dose: 1, takes: 0.9 },
  { patient: "Marcus Reed", medication: "Wegovy", setBy: "clinic", startedDaysAgo: 210, dose: 0.25, titrate: true, takes: 0.98 },
  { patient: "Marcus Reed", medication: "Vitamin B12 injection", setBy: "clinic", startedDaysAgo: 150, dose: 1000, takes: 0.9 },
  { patient: "Priya Shah", medication: "Saxenda", setBy: "clinic", startedDaysAgo: 80, dose: 0.6, titrate: true, takes: 0.95 },
  { patient: "Daniel Ortiz", medication: "Adipex-P", setBy: "clinic", startedDaysAgo: 56, dose: 37.5, takes: 0.95, missed: [9, 4], supply: 30 },
  { patient: "Daniel Ortiz", medication: "Vitamin D3", setBy: "self", startedDaysAgo: 56, dose: 1000, takes: 0.9, missed: [9, 4] },
  { patient: "Brian Fischer", medication: "Wegovy", setBy: "clinic", startedDaysAgo: 84, dose: 0.25, titrate: true, takes: 0.96 },
  { patient: "Tiffany Lam", medication: "Zepbound", setBy: "clinic", startedDaysAgo: 40, dose: 2.5, titrate: true, titrateTo: 5, takes: 1 },
  { patient: "Victor Petrov", medication: "Qsymia", setBy: "clinic", startedDaysAgo: 100, dose: 3.75, titrate: true, titrateTo: 7.5, takes: 0.6 },
  { patient: "Patrick Sullivan", medication: "Wegovy", setBy: "clinic", startedDaysAgo: 120, dose: 0.25, titrate: true, takes: 1, missed: [11, 0] },
  {
    patient: "Stephen Clarke",
    medication: "Contrave",
    setBy: "clinic",
    startedDaysAgo: 50,
    dose: 1,
    times: ["08:00", "20:00"],
    takes: 0.9,
    pausedDaysAgo: 10,
  },
  {
    patient: "Omar Haddad",
    medication: "Wegovy",
    setBy: "clinic",
    startedDaysAgo: 110,
    dose: 0.25,
    titrate: true,
    takes: 0.95,
    change: { daysAgo: 20, dose: 1, note: "Back to 1 mg for four weeks after a hard fortnight of nausea on 1.7 mg." },
  },
  { patient: "Grace Thompson", medication: "Calcium citrate", setBy: "self", startedDaysAgo: 90, dose: 500, takes: 0.85 },
  { patient: "Grace Thompson", medication: "Protein shake", setBy: "self", startedDaysAgo: 60, dose: 1, takes: 0.5 },
  { patient: "Grace Thompson", medication: "Vitamin B12 injection", setBy: "clinic", startedDaysAgo: 90, dose: 1000, takes: 1 },
  { patient: "Erin Gallagher", medication: "Wegovy", setBy: "clinic", startedDaysAgo: 5, dose: 0.25, titrate: true, takes: 1 },
  { patient: "Hannah Kowalski", medication: "Xenical", setBy: "clinic", startedDaysAgo: 45, dose: 120, takes: 0.88 },
];

/** Side effects as the patient checked in: days before today, symptom and severity. */
export interface SideEffectStory {
  patient: string;
  /** Days ago of the first day, how many days, and the severities day by day. */
  fromDaysAgo: number;
  symptom: "nausea" | "vomiting" | "constipation" | "diarrhoea" | "heartburn" | "fatigue" | "headache" | "injection_site" | "other";
  severities: number[];
  note?: string;
}

export const SIDE_EFFECT_STORIES: SideEffectStory[] = [
  // The week after Jane's step to 1 mg (day 56 of her plan): nausea rose, then settled.
  { patient: "Jane", fromDaysAgo: 98 - 56 - 1, symptom: "nausea", severities: [2, 3, 3, 2, 2, 1, 1], note: "Worse after big meals." },
  { patient: "Jane", fromDaysAgo: 98 - 56 - 3, symptom: "fatigue", severities: [2, 2, 1] },
  { patient: "Jane", fromDaysAgo: 98 - 28 - 1, symptom: "nausea", severities: [1, 2, 1] },
  { patient: "Brian Fischer", fromDaysAgo: 84 - 56 - 1, symptom: "nausea", severities: [3, 3, 2, 2, 1] },
  { patient: "Brian Fischer", fromDaysAgo: 84 - 56, symptom: "constipation", severities: [2, 2, 2, 1] },
  // Tiffany stepped up to 5 mg 12 days ago: vomiting on three days this week raises the flag.
  { patient: "Tiffany Lam", fromDaysAgo: 5, symptom: "vomiting", severities: [3, 0, 3, 0, 2], note: "After dinner." },
  { patient: "Tiffany Lam", fromDaysAgo: 6, symptom: "nausea", severities: [3, 4, 3, 3, 3, 2] },
  { patient: "Omar Haddad", fromDaysAgo: 34, symptom: "nausea", severities: [3, 4, 4, 3, 3, 4, 3, 3, 2, 2, 2] },
  { patient: "Omar Haddad", fromDaysAgo: 30, symptom: "vomiting", severities: [2, 0, 3] },
  { patient: "Olivia Bennett", fromDaysAgo: 12, symptom: "injection_site", severities: [1, 1] },
  { patient: "Priya Shah", fromDaysAgo: 70, symptom: "headache", severities: [2, 2, 1] },
  { patient: "Hannah Kowalski", fromDaysAgo: 20, symptom: "diarrhoea", severities: [2, 3, 2] },
];

/** What the care team should see of each story's patient (the seed checks it). */
export const EXPECTED_FLAGS: Record<string, ("missed_doses" | "side_effects")[]> = {
  Jane: [],
  "Olivia Bennett": [],
  "Marcus Reed": [],
  "Priya Shah": [],
  "Daniel Ortiz": ["missed_doses"],
  "Brian Fischer": [],
  "Tiffany Lam": ["side_effects"],
  "Victor Petrov": ["missed_doses"],
  "Patrick Sullivan": ["missed_doses"],
  "Stephen Clarke": [],
  "Omar Haddad": [],
  "Grace Thompson": [],
  "Erin Gallagher": [],
  "Hannah Kowalski": [],
};
