// Draws the refer-a-friend page's programme video (public/media/programme-intro.webm) in
// Debian's Chromium: four captioned slides on a canvas, recorded with MediaRecorder in real time.
// No network, no ffmpeg. Run once when the script changes: node scripts/make-programme-video.mjs
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright";

const out = path.resolve("public/media/programme-intro.webm");
const SLIDES = [
  { title: "Your weight-loss programme", lines: ["A medical programme at 91 clinics,", "with a team that knows you by name."] },
  { title: "1. Your first visit", lines: ["A medical check, your starting weigh-in", "and a plan that fits your life."] },
  { title: "2. Every two weeks", lines: ["Weigh in with your clinic team.", "They adjust the plan with you."] },
  { title: "3. Between visits", lines: ["The portal and the apps: food journal,", "workouts, recipes and your progress."] },
  { title: "Bring a friend along", lines: ["Share your referral card: your friend", "asks for information with your code."] },
];
const SECONDS_PER_SLIDE = 4;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"] });
const page = await browser.newPage();
await page.setContent("<canvas id=c width=640 height=360></canvas>");
const base64 = await page.evaluate(
  async ({ slides, seconds }) => {
    const canvas = document.getElementById("c");
    const g = canvas.getContext("2d");
    const draw = (i, t) => {
      const s = slides[i];
      const grad = g.createLinearGradient(0, 0, 0, 360);
      grad.addColorStop(0, "#eef8f6");
      grad.addColorStop(1, "#d8f0ec");
      g.fillStyle = grad;
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = "#0f6b63";
      g.fillRect(0, 0, 640 * ((i + t) / slides.length), 6);
      g.globalAlpha = Math.min(1, t * 3);
      g.fillStyle = "#0b3d3a";
      g.font = "600 34px Georgia, serif";
      g.fillText(s.title, 48, 150);
      g.fillStyle = "#1d2b2a";
      g.font = "24px sans-serif";
      s.lines.forEach((l, k) => g.fillText(l, 48, 205 + k * 36));
      g.globalAlpha = 1;
    };
    const stream = canvas.captureStream(24);
    const rec = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 120_000 });
    const chunks = [];
    rec.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((r) => (rec.onstop = r));
    rec.start(250);
    const start = performance.now();
    const total = slides.length * seconds * 1000;
    await new Promise((resolve) => {
      const frame = () => {
        const ms = performance.now() - start;
        if (ms >= total) return resolve();
        const i = Math.min(slides.length - 1, Math.floor(ms / (seconds * 1000)));
        draw(i, (ms - i * seconds * 1000) / (seconds * 1000));
        requestAnimationFrame(frame);
      };
      frame();
    });
    rec.stop();
    await done;
    const buf = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
    let bin = "";
    for (const b of new Uint8Array(buf)) bin += String.fromCharCode(b);
    return btoa(bin);
  },
  { slides: SLIDES, seconds: SECONDS_PER_SLIDE },
);
fs.writeFileSync(out, Buffer.from(base64, "base64"));
const vtt = ["WEBVTT", ""];
const ts = (s) => `00:00:${String(s).padStart(2, "0")}.000`;
SLIDES.forEach((s, i) => vtt.push(`${ts(i * SECONDS_PER_SLIDE)} --> ${ts((i + 1) * SECONDS_PER_SLIDE)}`, `${s.title}: ${s.lines.join(" ")}`, ""));
fs.writeFileSync(out.replace(/\.webm$/, ".en.vtt"), vtt.join("\n"));
console.log(`${out}: ${fs.statSync(out).size} bytes`);
await browser.close();
