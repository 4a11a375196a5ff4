import path from "node:path";

/**
 * Testimonial photos are private health data (docs/decisions/0064): they live in their own
 * folder beside — never under — the public uploads folder, and are served only by the guarded
 * testimonial-photos route. Free of env imports so the seed can use it with its own folder.
 */
export const privatePhotosDirOf = (dataDir: string) => path.join(dataDir, "private", "testimonial-photos");
