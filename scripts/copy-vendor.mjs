// Copies the few third-party browser files the portal serves from its own origin (the CSP
// allows workers from 'self' only). Runs before every build; public/vendor is not committed.
import fs from "node:fs";
import path from "node:path";

const out = path.resolve("public/vendor");
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(path.resolve("node_modules/altcha/dist/workers/sha.js"), path.join(out, "altcha-sha.js"));
console.log("vendor files copied to public/vendor");
