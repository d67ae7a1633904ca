/**
 * A text column read back as one of the values the code writes there (decision 0069). The database
 * types are generated from the migrations, which store such values as plain text, so the narrowing
 * happens here, at the boundary, instead of in hand-written table types: a value outside the list
 * means a writer the code does not know about, and is refused rather than passed on as a lie.
 */
export function storedValue<const T extends string>(allowed: readonly T[], value: string, column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${column} holds ${JSON.stringify(value)}, which is none of ${allowed.join(", ")}`);
}
