/** The shape of a stored id (PostgreSQL `uuid`), any version: what zod's `z.guid()` accepts. */
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * Whether `id` can name a stored row. An id that cannot is unknown, like a missing one: compared
 * with a uuid column it would make PostgreSQL fail the statement (an internal error, not a 404).
 */
export const isStoredId = (id: string): boolean => UUID.test(id);
