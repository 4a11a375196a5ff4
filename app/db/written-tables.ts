import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

/**
 * Tells listeners which table an insert, update or delete through the portal's Kysely instance
 * writes, before it runs and again once it has run (still inside its transaction, if any): what
 * a process keeps of the database for a while (app/page/shared-reads.server.ts) forgets it then.
 * Writes in raw SQL, or by another process, are not seen; a keeper bounds those by its own time.
 */
type Listener = (table: string) => void;
const listeners: Listener[] = [];

export function onTableWritten(listener: Listener): void {
  listeners.push(listener);
}

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "AliasNode") return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === "TableNode") return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

function writtenTable(node: RootOperationNode): string | null {
  switch (node.kind) {
    case "InsertQueryNode":
      return tableName(node.into);
    case "UpdateQueryNode":
      return tableName(node.table);
    case "DeleteQueryNode":
      return tableName(node.from.froms[0]);
    default:
      return null;
  }
}

const pending = new WeakMap<object, string>();

function tell(table: string) {
  for (const listener of listeners) listener(table);
}

export const writtenTablesPlugin: KyselyPlugin = {
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = listeners.length ? writtenTable(node) : null;
    if (table) {
      tell(table);
      pending.set(queryId, table);
    }
    return node;
  },
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = pending.get(queryId);
    if (table) tell(table);
    return result;
  },
};
