import { expect, gotoHydrated, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";

/**
 * Messages in Spanish (issue 41): a patient reading Spanish (the `lng` cookie) writes to their care
 * team; the page, the toast and the conversation are in Spanish, what they wrote as they wrote it.
 */
test("a patient in Spanish writes to the care team and reads the conversation in Spanish", async ({ page, baseURL }) => {
  await freshPatient(page, uniqueSurname());
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);

  await gotoHydrated(page, "/messages");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Mensajes" })).toBeVisible();
  await expect(page).toHaveTitle("Mensajes · Portal del Paciente");
  await expect(page.getByRole("region", { name: "Sus conversaciones y notas" })).toContainText("Todavía no tiene conversaciones.");
  const write = page.getByRole("region", { name: "Escriba a su equipo de atención" });
  await write.getByLabel("Asunto").fill("Náuseas después de la dosis");
  await write.getByLabel("Su mensaje").fill("Tengo náuseas desde ayer por la tarde.");
  await write.getByRole("button", { name: "Enviar a mi equipo de atención" }).click();
  await expect(toast(page, "Mensaje enviado a su equipo de atención.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Náuseas después de la dosis" })).toBeVisible();
  await expect(page.getByText("Esperando a su equipo de atención")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Tengo náuseas desde ayer por la tarde." })).toContainText("Usted");
  await expect(page.getByRole("button", { name: "Retirar este mensaje" })).toBeVisible();
});
