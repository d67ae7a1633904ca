import type { ColumnDataType, CreateTableBuilder, Kysely } from "kysely";
import type { Dialect } from "../kysely.ts";

/** A migration sees the dialect, so the few type differences live here and nowhere else. */
export interface Migration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export function blobType(dialect: Dialect): ColumnDataType {
  return dialect === "postgres" ? "bytea" : "blob";
}
