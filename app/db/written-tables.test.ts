import { describe, expect, it } from "vitest";
import { db } from "./db.server";
import { onTableWritten } from "./written-tables";

let told: string[] | null = null;
onTableWritten((table) => told?.push(table));

async function telling<T>(fn: () => Promise<T>): Promise<T> {
  told = [];
  try {
    return await fn();
  } finally {
    told = null;
  }
}

describe("a write is told when every reader can see it (issue 37)", () => {
  it("tells a statement outside a transaction before it runs and once it has run", async () => {
    await telling(async () => {
      await db.deleteFrom("content_items").where("id", "=", -1).execute();
      expect(told).toEqual(["content_items", "content_items"]);
    });
  });

  it("tells a transaction's tables again when it commits, not when its statements have run", async () => {
    await telling(async () => {
      const trx = await db.startTransaction().execute();
      await trx.deleteFrom("content_items").where("id", "=", -1).execute();
      await trx.deleteFrom("recipes").where("id", "=", -1).execute();
      await trx.deleteFrom("content_items").where("id", "=", -2).execute();
      // Only the warnings before each statement: other connections still read the past.
      expect(told).toEqual(["content_items", "recipes", "content_items"]);
      await trx.commit().execute();
      expect(told).toEqual(["content_items", "recipes", "content_items", "content_items", "recipes"]);
    });
  });

  it("tells them when the transaction rolls back, and the same through db.transaction()", async () => {
    await telling(async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.deleteFrom("recipes").where("id", "=", -1).execute();
          expect(told).toEqual(["recipes"]);
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      expect(told).toEqual(["recipes", "recipes"]);
      await db.transaction().execute((trx) => trx.deleteFrom("recipes").where("id", "=", -1).execute());
      expect(told).toEqual(["recipes", "recipes", "recipes", "recipes"]);
    });
  });
});
