import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * CMS pages (spec §3 Site page), shown at /page/{slug}. content_md or content_html is what the admin wrote
 * (HTML already sanitised); render_html is the sanitised HTML a visitor gets. Drafts are for admins only.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    contentMd: text('content_md'),
    contentHtml: text('content_html'),
    renderHtml: text('render_html').notNull().default(''),
    layout: text('layout', { enum: ['standard', 'overview'] })
      .notNull()
      .default('standard'),
    /** One address (a JSON string) or a list of them (a JSON array), as spec §3 allows. */
    mediaUrl: jsonb('media_url').$type<string | string[]>(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('site_pages_slug_key').on(table.slug),
    index('site_pages_published_idx').on(table.published),
    check('site_pages_layout_check', sql`${table.layout} in ('standard', 'overview')`),
    check('site_pages_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
