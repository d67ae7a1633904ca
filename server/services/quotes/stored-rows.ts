/**
 * Rows of the quotes' tables with their text columns narrowed to the values the code writes
 * (decision 0069): the generated database types say `string`, the domain says which strings.
 */
import { QUOTE_REQUEST_KINDS } from "#domain/quotes/console-context.ts";
import { VERSION_STATUSES } from "#domain/quotes/versions.ts";
import { storedValue } from "#domain/stored-values.ts";

export const versionRow = <R extends { status: string }>(row: R) => ({ ...row, status: storedValue(VERSION_STATUSES, row.status, "quote_versions.status") });

export const requestRow = <R extends { kind: string }>(row: R) => ({ ...row, kind: storedValue(QUOTE_REQUEST_KINDS, row.kind, "quote_requests.kind") });
