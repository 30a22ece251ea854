import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The theme every visitor starts with, as admins published it: one row per publication, the newest counts
 * (theme null: back to FuelLinq's own). Kept as history, so an earlier theme can be looked up.
 */
export const brandThemes = pgTable(
  'brand_themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    theme: jsonb('theme').$type<Record<string, string>>(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('brand_themes_published_at_idx').on(desc(table.publishedAt))],
);
