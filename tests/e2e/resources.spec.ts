import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, isDataRequest, recordRequests, serverDataDir, signInAs, test, toast } from "./fixtures";

/** Resources (spec part 2 §2): list on the left, the selected article on the right, search, 20 a page, article page. */

const articleList = (page: Page) => page.getByRole("navigation", { name: "Articles" }).getByRole("listitem").getByRole("link");
const reader = (page: Page) => page.locator(".resources-reader").getByRole("article");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search resources" });

function uniqueWord(prefix: string) {
  return prefix + Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/**
 * Articles of this test's own, straight into the server's database. They are dated long ago, so
 * they sit at the end of the list and never change what other tests see first.
 */
function insertArticles(articles: { title: string; created: string; description?: string; body?: string }[]): number[] {
  const db = new Database(path.join(serverDataDir(), "portal.sqlite"), { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare("insert into resources (title, author, created, description_html, body_html) values (?, ?, ?, ?, ?)");
    return db.transaction(() =>
      articles.map((a) =>
        Number(insert.run(a.title, "Test Author, RD", a.created, a.description ?? "<p>A test article.</p>", a.body ?? "<p>Body.</p>").lastInsertRowid),
      ),
    )();
  } finally {
    db.close();
  }
}

const day = (i: number) => `2001-01-${String(i).padStart(2, "0")}`;

test.describe("resources", () => {
  test("the list shows title, author and date; the first article is open; picking another opens it", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
    await expect(articleList(page)).toHaveCount(20);
    const first = articleList(page).first();
    await expect(first).toContainText(/, (RD|MD|RN|PsyD|MS, CPT)/);
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const firstTitle = (await first.locator(".resource-item-title").textContent()) ?? "";
    await expect(first).toHaveAttribute("aria-current", "true");
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(firstTitle);

    const other = articleList(page).nth(5);
    const otherTitle = (await other.locator(".resource-item-title").textContent()) ?? "";
    await other.click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(otherTitle);
    await expect(articleList(page).nth(5)).toHaveAttribute("aria-current", "true");
    await expect(first).not.toHaveAttribute("aria-current", "true");

    await reader(page).getByRole("link", { name: "Open this article on its own page" }).click();
    await expect(page).toHaveURL(/\/nutrition\/resources\/\d+\/details$/);
    await expect(page.getByRole("heading", { level: 1, name: otherTitle })).toBeVisible();
  });

  test("search narrows the list; an empty search says so; nothing found says 'No items found!'", async ({ page }) => {
    await page.clock.install();
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition/resources");
    const searches = recordRequests(page, (url) => isDataRequest(url) && !url.searchParams.has("offset"));

    // Under 3 characters does not search: the search delay passes and nothing is sent.
    await searchBox(page).fill("hy");
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/nutrition\/resources$/);
    await expect(articleList(page)).toHaveCount(20);
    await page.clock.resume();

    await searchBox(page).fill("hydration");
    await expect(articleList(page)).toHaveCount(1);
    expect(searches.map((u) => u.searchParams.get("search"))).toEqual(["hydration"]);
    await expect(articleList(page).first()).toContainText("Hydration and Electrolytes During the Acute Phase");
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText("Hydration and Electrolytes During the Acute Phase");
    await expect(page.getByText("1 article found")).toBeVisible();

    await searchBox(page).fill("zzqqxxnothing");
    await expect(page.getByText("No items found!")).toBeVisible();
    await expect(articleList(page)).toHaveCount(0);
    await expect(reader(page)).toHaveCount(0);

    await searchBox(page).fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(toast(page, "Enter search term!")).toBeVisible();
  });

  test("20 a page: more load at the bottom of the list, and opening one keeps them", async ({ page }) => {
    const word = uniqueWord("paging");
    insertArticles(Array.from({ length: 25 }, (_, i) => ({ title: `Paging ${word} ${String(25 - i).padStart(2, "0")}`, created: day(25 - i) })));
    await signInAs(page, "patient");
    await gotoHydrated(page, `/nutrition/resources?search=${word}`);
    await expect(page.getByText("25 articles found")).toBeVisible();
    await expect(articleList(page)).toHaveCount(20);
    await articleList(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(articleList(page)).toHaveCount(25);
    await expect(articleList(page).last()).toContainText(`Paging ${word} 01`);

    await articleList(page).nth(22).click();
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(`Paging ${word} 03`);
    await expect(articleList(page)).toHaveCount(25);
  });

  test("an article page shows title, author, date, description and body; its HTML is sanitized", async ({ page }) => {
    const word = uniqueWord("safe");
    const [id] = insertArticles([
      {
        title: `Sanitized ${word}`,
        created: "2001-02-03",
        description: `<p onclick="window.__pwned = 1">Lead ${word}</p>`,
        body: `<h2>Section</h2><p>Body ${word}</p><script>window.__pwned = 2</script><img src="x" onerror="window.__pwned = 3">`,
      },
    ]);
    await signInAs(page, "patient");
    await gotoHydrated(page, `/nutrition/resources/${id}/details`);
    await expect(page.getByRole("heading", { level: 1, name: `Sanitized ${word}` })).toBeVisible();
    await expect(page.getByText("Test Author, RD")).toBeVisible();
    await expect(page.getByText("February 3, 2001")).toBeVisible();
    await expect(page.getByText(`Lead ${word}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Section" })).toBeVisible();
    await expect(page.getByText(`Body ${word}`)).toBeVisible();
    await expect(page.locator("article img, article script")).toHaveCount(0);
    await page.getByText(`Lead ${word}`).click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.getByRole("link", { name: "← All resources" }).click();
    await expect(page).toHaveURL(/\/nutrition\/resources$/);
  });

  test("staff read the same list and articles", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/nutrition/resources");
    await expect(articleList(page)).toHaveCount(20);
    const title = (await articleList(page).nth(1).locator(".resource-item-title").textContent()) ?? "";
    await articleList(page).nth(1).click();
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(title);
  });
});

test("resources in Spanish: the list, a search and an article's page, what the care team wrote as written", async ({ page, baseURL }) => {
  const word = uniqueWord("receta");
  const [id] = insertArticles([{ title: `Hidratación ${word}`, created: day(5) }]);
  await signInAs(page, "patient");
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/nutrition/resources");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Recursos · Portal del Paciente");
  await expect(page.getByRole("heading", { level: 1, name: "Recursos" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Artículos" }).getByRole("listitem")).toHaveCount(20);

  await page.getByRole("searchbox", { name: "Buscar recursos" }).fill(word);
  await expect(page.getByText("1 artículo encontrado")).toBeVisible();
  const reader = page.locator(".resources-reader").getByRole("article");
  await expect(reader.getByRole("heading", { level: 2 })).toHaveText(`Hidratación ${word}`);
  await expect(reader.locator("time")).toHaveText("5 de enero de 2001");
  await reader.getByRole("link", { name: "Abrir este artículo en su propia página" }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/resources/${id}/details$`));
  await expect(page).toHaveTitle(`Hidratación ${word} · Portal del Paciente`);
  await expect(page.getByRole("link", { name: "← Todos los recursos" })).toBeVisible();
});

test.describe("resources without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, the Next page link and picking an article all work", async ({ page }) => {
    const word = uniqueWord("nojs");
    insertArticles(Array.from({ length: 23 }, (_, i) => ({ title: `Nojs ${word} ${String(23 - i).padStart(2, "0")}`, created: day(23 - i) })));
    await signInAs(page, "patient");
    await page.goto("/nutrition/resources");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(toast(page, "Enter search term!")).toBeVisible();

    await searchBox(page).fill(word);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("23 articles found")).toBeVisible();
    await expect(articleList(page)).toHaveCount(20);
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(`Nojs ${word} 23`);

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/offset=20/);
    await expect(articleList(page)).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await articleList(page).nth(1).click();
    await expect(reader(page).getByRole("heading", { level: 2 })).toHaveText(`Nojs ${word} 02`);
    // Still on the second page of the list.
    await expect(articleList(page)).toHaveCount(3);
  });
});
