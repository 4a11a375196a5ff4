import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 24: "oatmeal" did not bring plain cooked oatmeal into the first 20 foods, because SR28
 * describes it as "Cereals, oats, regular and quick, …, cooked with water". SR28 also gives the
 * names people use (ComName: "oatmeal, cooked"), for 1,111 foods. They become `common_name`,
 * searched with the name and description (app/foods/search.server.ts ranks a food whose common
 * name starts with what was typed like one named just that).
 *
 * A portal seeded earlier gets the common names of its USDA foods from the project's SR28 copy
 * (db/seed/usda/foods.tsv.gz, by NDB number); the full-text index is rebuilt to read the column.
 */
const usdaFoods = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../db/seed/usda/foods.tsv.gz");

function commonNames(): [string, string][] {
  if (!fs.existsSync(usdaFoods)) return [];
  const lines = zlib.gunzipSync(fs.readFileSync(usdaFoods)).toString("utf8").split("\n");
  const header = lines[0].split("\t");
  const ndb = header.indexOf("ndb_no");
  const name = header.indexOf("common_name");
  if (ndb < 0 || name < 0) return [];
  return lines
    .slice(1)
    .map((l) => l.split("\t"))
    .filter((cells) => cells[name])
    .map((cells) => [cells[ndb], cells[name]]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("foods").addColumn("common_name", "text", (c) => c.notNull().defaultTo("")).execute();
  const names = commonNames();
  for (let i = 0; i < names.length; i += 200) {
    const chunk = names.slice(i, i + 200);
    const values = sql.join(chunk.map(([ndbNo, name]) => sql`(${ndbNo}, ${name})`));
    await sql`with n(ndb_no, name) as (values ${values})
      update foods set common_name = (select n.name from n where n.ndb_no = foods.ndb_no)
      where ndb_no in (select ndb_no from n)`.execute(db);
  }
  if (isPostgres(db)) {
    await sql`drop index foods_search_tsv`.execute(db);
    await sql`alter table foods drop column search_tsv`.execute(db);
    await sql`alter table foods add column search_tsv tsvector
      generated always as (to_tsvector('portal_search'::regconfig, name || ' ' || long_desc || ' ' || common_name)) stored`.execute(db);
    await sql`create index foods_search_tsv on foods using gin (search_tsv)`.execute(db);
    return;
  }
  for (const trigger of ["foods_fts_update", "foods_fts_delete", "foods_fts_insert"]) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table foods_fts`.execute(db);
  await sql`create virtual table foods_fts using fts5(
    name, long_desc, common_name,
    content = 'foods', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2',
    prefix = '2 3'
  )`.execute(db);
  await sql`insert into foods_fts (foods_fts) values ('rebuild')`.execute(db);
  await sql`create trigger foods_fts_insert after insert on foods begin
    insert into foods_fts (rowid, name, long_desc, common_name) values (new.id, new.name, new.long_desc, new.common_name);
  end`.execute(db);
  await sql`create trigger foods_fts_delete after delete on foods begin
    insert into foods_fts (foods_fts, rowid, name, long_desc, common_name) values ('delete', old.id, old.name, old.long_desc, old.common_name);
  end`.execute(db);
  await sql`create trigger foods_fts_update after update of name, long_desc, common_name on foods begin
    insert into foods_fts (foods_fts, rowid, name, long_desc, common_name) values ('delete', old.id, old.name, old.long_desc, old.common_name);
    insert into foods_fts (rowid, name, long_desc, common_name) values (new.id, new.name, new.long_desc, new.common_name);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index foods_search_tsv`.execute(db);
    await sql`alter table foods drop column search_tsv`.execute(db);
    await sql`alter table foods add column search_tsv tsvector
      generated always as (to_tsvector('portal_search'::regconfig, name || ' ' || long_desc)) stored`.execute(db);
    await sql`create index foods_search_tsv on foods using gin (search_tsv)`.execute(db);
  } else {
    for (const trigger of ["foods_fts_update", "foods_fts_delete", "foods_fts_insert"]) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    await sql`drop table foods_fts`.execute(db);
    await sql`create virtual table foods_fts using fts5(
      name, long_desc,
      content = 'foods', content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2',
      prefix = '2 3'
    )`.execute(db);
    await sql`insert into foods_fts (foods_fts) values ('rebuild')`.execute(db);
    await sql`create trigger foods_fts_insert after insert on foods begin
      insert into foods_fts (rowid, name, long_desc) values (new.id, new.name, new.long_desc);
    end`.execute(db);
    await sql`create trigger foods_fts_delete after delete on foods begin
      insert into foods_fts (foods_fts, rowid, name, long_desc) values ('delete', old.id, old.name, old.long_desc);
    end`.execute(db);
    await sql`create trigger foods_fts_update after update of name, long_desc on foods begin
      insert into foods_fts (foods_fts, rowid, name, long_desc) values ('delete', old.id, old.name, old.long_desc);
      insert into foods_fts (rowid, name, long_desc) values (new.id, new.name, new.long_desc);
    end`.execute(db);
  }
  await db.schema.alterTable("foods").dropColumn("common_name").execute();
}
