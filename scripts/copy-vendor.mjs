// Copies the few third-party browser files the portal serves from its own origin (the CSP
// allows scripts and workers from this site only): the captcha's worker and the API reference's
// renderer. Runs before every build; public/vendor is not committed.
import fs from "node:fs";
import path from "node:path";

const out = path.resolve("public/vendor");
fs.mkdirSync(path.join(out, "swagger-ui"), { recursive: true });
fs.copyFileSync(path.resolve("node_modules/altcha/dist/workers/sha.js"), path.join(out, "altcha-sha.js"));
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
  fs.copyFileSync(path.resolve("node_modules/swagger-ui-dist", file), path.join(out, "swagger-ui", file));
}
console.log("vendor files copied to public/vendor");
