/**
 * The programme's introduction video on the refer-a-friend page: a short captioned slideshow
 * served by the portal itself (public/media, drawn by scripts/make-programme-video.mjs), so it
 * plays without any third party learning who watched it.
 */
export const PROGRAMME_VIDEO = {
  src: "/media/programme-intro.webm",
  captions: "/media/programme-intro.en.vtt",
  title: "How the programme works",
  seconds: 20,
  transcript: [
    "Your weight-loss programme: a medical programme at 91 clinics, with a team that knows you by name.",
    "Your first visit: a medical check, your starting weigh-in and a plan that fits your life.",
    "Every two weeks: weigh in with your clinic team, who adjust the plan with you.",
    "Between visits: the portal and the apps for your food journal, workouts, recipes and your progress.",
    "Bring a friend along: share your referral card; your friend asks for information with your code.",
  ],
} as const;
