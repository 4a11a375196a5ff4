/**
 * Typed path helpers: every internal link is built here, so a renamed route is one edit and a
 * wrong parameter is a type error, not a broken link.
 */
type Id = number | string;

export const paths = {
  root: () => "/",
  signin: () => "/signin",
  signout: () => "/signout",
  forgotPassword: () => "/forgot-password",
  register: () => "/register",
  resetPassword: (token: string) => `/reset-password-request?token=${encodeURIComponent(token)}`,
  requestInformation: () => "/request-information",
  scheduleAppointment: () => "/schedule-an-appointment",
  mobile: () => "/mobile",
  captchaChallenge: () => "/captcha/challenge",
  /** Posts a language choice (issue 41): the cookie of a signed-out visitor, a member's own setting. */
  language: () => "/language",

  home: () => "/home",
  myFavourites: () => "/my-favourites",
  myBadges: () => "/my-badges",
  testimonials: () => "/testimonials",
  testimonialEdit: (id: Id) => `/testimonials/${id}/edit`,
  referAFriend: () => "/refer-a-friend",
  progress: () => "/progress",
  progressAddWeight: () => "/progress?panel=add-weight",
  ads: () => "/ads",
  motivationalContent: () => "/motivational-content",
  myData: () => "/my-data",
  profile: () => "/profile",
  notifications: () => "/notifications",
  /** Signed out too: the links in emails (docs/decisions/0131, 0133). */
  unsubscribe: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  confirmEmail: (token: string) => `/confirm-email?token=${encodeURIComponent(token)}`,
  myDataDownload: (format: "json" | "zip") => `/my-data/download?format=${format}`,

  /** Medicines and supplements (issue 38): the patient's pages and the administrators' formulary. */
  medications: () => "/medications",
  medicationAdd: () => "/medications/add",
  medication: (id: Id) => `/medications/${id}`,
  medicationsSideEffects: () => "/medications/side-effects",
  medicationsCatalogue: () => "/medications/catalogue",
  medicationsCatalogueAdd: () => "/medications/catalogue/new",
  medicationsCatalogueEntry: (id: Id) => `/medications/catalogue/${id}`,

  nutrition: () => "/nutrition",
  nutritionHome: () => "/nutrition/home",
  nutritionJournal: () => "/nutrition/journal",
  nutritionJournalAdd: () => "/nutrition/journal?add=1",
  nutritionJournalDay: (date: string) => `/nutrition/journal?date=${date}`,
  /** Journal This: the add form with that recipe or food already chosen. */
  nutritionJournalRecipe: (id: Id) => `/nutrition/journal?add=recipe&recipe=${id}`,
  nutritionJournalFood: (id: Id) => `/nutrition/journal?add=food&food=${id}`,
  recipes: () => "/nutrition/recipes",
  recipeAdd: () => "/nutrition/recipes/add",
  recipeApproval: () => "/nutrition/recipes/approval",
  recipeComments: () => "/nutrition/recipes/comments",
  recipeDetails: (id: Id) => `/nutrition/recipes/${id}/details`,
  recipeEdit: (id: Id) => `/nutrition/recipes/${id}/edit`,
  recipeAddStep: (id: Id) => `/nutrition/recipes/${id}/add`,
  resources: () => "/nutrition/resources",
  resourceDetails: (id: Id) => `/nutrition/resources/${id}/details`,
  myFood: () => "/nutrition/myfood",
  myFoodAdd: () => "/nutrition/myfood/add",
  myFoodEdit: (id: Id) => `/nutrition/myfood/${id}/edit`,
  foodDatabase: () => "/nutrition/food-database",
  foodAdd: () => "/nutrition/food-database/add",
  foodDetails: (id: Id) => `/nutrition/food-database/${id}/details`,
  foodView: (id: Id) => `/nutrition/food-database/${id}/view`,
  foodEdit: (id: Id) => `/nutrition/food-database/${id}/edit`,
  foodAddStep: (id: Id) => `/nutrition/food-database/${id}/add`,
  foodApproval: () => "/nutrition/food-database/approval",
  /** Staff: the read-only audit log (issue 13 §4). */
  audit: () => "/audit",
  /** The care team (issue 25): a clinic's panel, a patient's record, the staff page. */
  patients: () => "/patients",
  patient: (id: Id) => `/patients/${id}`,
  patientDay: (id: Id, day: string) => `/patients/${id}?day=${day}#journal`,
  /** The visit summary (issue 40): the care team's page and its PDF, since a chosen day or the last visit. */
  patientVisit: (id: Id, since?: string | null) => `/patients/${id}/visit${since ? `?since=${since}` : ""}`,
  /** The patient's own visit summary and its PDF (issue 40). */
  reports: () => "/reports",
  reportsVisit: () => "/reports/visit",
  reportsVisitPdf: (since?: string | null) => `/reports/visit.pdf${since ? `?since=${since}` : ""}`,
  /** /reports' rows as CSV, for the query string the page shows (without "?"). */
  reportsCsv: (query: string) => `/reports.csv${query ? `?${query}` : ""}`,
  patientVisitPdf: (id: Id, since?: string | null) => `/patients/${id}/visit.pdf${since ? `?since=${since}` : ""}`,
  /** The panel's rows as CSV, for the query string the panel shows (without "?"). */
  patientsCsv: (query: string) => `/patients/export.csv${query ? `?${query}` : ""}`,
  staff: () => "/staff",
  /** Messages (issue 39): the patient's conversations with their care team, and the care team's inbox. */
  messages: () => "/messages",
  message: (id: Id) => `/messages/${id}`,
  /** What the open conversation's live check asks (either side). */
  messageStamp: (id: Id) => `/messages/${id}/stamp`,
  /** A photo sent with a message: o (as sent), l, m or s. */
  messagePhoto: (id: Id, size: "o" | "l" | "m" | "s") => `/message-photos/${id}/${size}`,
  careInbox: () => "/patients/messages",
  /** The inbox of one patient's conversations, every status. */
  careInboxOf: (patientId: Id) => `/patients/messages?patient=${patientId}&status=all`,
  careConversation: (id: Id) => `/patients/messages/${id}`,
  careNewConversation: (patientId: Id) => `/patients/messages/new?patient=${patientId}`,
  savedReplies: () => "/patients/messages/saved-replies",
  foodApprovalDetails: (id: Id) => `/nutrition/food-database/approval/${id}/details`,
  foodApprovalEdit: (id: Id) => `/nutrition/food-database/approval/${id}/edit`,
  foodApprovalAdd: (id: Id) => `/nutrition/food-database/approval/${id}/add`,

  fitness: () => "/fitness",
  fitnessHome: () => "/fitness/home",
  fitnessJournal: () => "/fitness/journal",
  fitnessJournalAdd: () => "/fitness/journal?add=1",
  workoutPlans: () => "/fitness/workout-plans",
  workoutPlanDetails: (id: Id) => `/fitness/workout-plans/${id}/details`,
  exercises: () => "/fitness/exercises",
  exerciseDetails: (id: Id) => `/fitness/exercises/${id}/details`,
  exerciseEdit: (id: Id) => `/fitness/exercises/${id}/edit`,
  myWorkout: () => "/fitness/my-workout",
  myWorkoutAddPlans: () => "/fitness/my-workout?panel=plans",
  myWorkoutAddExercises: () => "/fitness/my-workout?panel=exercises",
  myProgress: () => "/fitness/my-progress",
  myHistory: () => "/fitness/my-history",
  /** The /api reference and the OpenAPI document it reads (docs/api.md). */
  apiDocs: () => "/api/docs",
  apiDocument: () => "/api/openapi.json",
} as const;

/**
 * Only same-site paths are followed after sign-in (no open redirects). Browsers drop tabs and
 * newlines from a URL and read a backslash as a slash, so "/", a tab, "/evil.com" would leave the
 * site: any control character or backslash refuses the path, and what is left must resolve on
 * this site. The path is returned as resolved (its path, query and hash).
 */
export function safeRedirect(to: unknown, fallback = "/home"): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (typeof to !== "string" || !to.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  const base = "http://portal.invalid";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
