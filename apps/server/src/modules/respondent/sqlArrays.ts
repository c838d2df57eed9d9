import { sql, type SQL } from 'drizzle-orm';

/** `ids` as a uuid[] of raw SQL (one parameter each), for `column = ANY(...)`. */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

/** `values` as a text[] of raw SQL (one parameter each), for `column = ANY(...)`. */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}
