import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a JS Date: the one timestamp column type every table uses. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
