import fs from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "~/env.server";
import { sendMail } from "./mailer.server";

const mail = (subject: string) => ({ to: "patient@example.com", subject, text: `${subject}, in full.`, html: `<p>${subject}, in full.</p>` });

/** The .eml files in the mail folder that `sendMail` wrote since `before`. */
async function newMail(before: Set<string>): Promise<string[]> {
  const names = await fs.readdir(env.MAIL_DIR).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(".eml") && !before.has(n));
}

async function present(): Promise<Set<string>> {
  return new Set(await fs.readdir(env.MAIL_DIR).catch(() => [] as string[]));
}

describe("a mail file is whole or absent (issue 36 §23)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the whole message under its .eml name and leaves nothing beside it", async () => {
    const before = await present();
    await sendMail(mail("Your weigh-in was recorded"));
    const written = await newMail(before);
    expect(written).toHaveLength(1);
    const text = await fs.readFile(`${env.MAIL_DIR}/${written[0]}`, "utf8");
    expect(text).toContain("Subject: Your weigh-in was recorded");
    expect(text).toContain("Your weigh-in was recorded, in full.");
    expect([...(await present())].filter((n) => !before.has(n))).toEqual(written);
  });

  it("leaves no .eml, empty or short, when the process dies while the file is being written", async () => {
    const before = await present();
    // The process stops (kill -9) once the file is open and before a byte is in it: the real
    // writeFile's first step, then nothing more ever happens.
    const died = new Promise<never>(() => undefined);
    vi.spyOn(fs, "writeFile").mockImplementation(async (file) => {
      await (await fs.open(file as string, "w")).close();
      return died;
    });
    void sendMail(mail("Your goal weight changed"));
    // What a reader of the folder finds afterwards: the open file, under whatever name it had.
    await expect.poll(async () => [...(await present())].filter((n) => !before.has(n)).length).toBe(1);
    expect(await newMail(before)).toEqual([]);
  });
});
