import { type BrandThemeSchema, contrastWarnings, type PublishedTheme } from '@fuellinq/domain';
import type { z } from 'zod';
import { isoTime } from '../../lib/sql-rows.ts';
import type { ThemeRepository } from './theme.repository.ts';

export interface ThemeServiceDeps {
  repository: ThemeRepository;
  now?: () => Date;
}

/** The theme every visitor starts with: read by anyone, published or withdrawn by an admin. */
export function createThemeService({ repository, now = () => new Date() }: ThemeServiceDeps) {
  const answer = (row: { theme: Record<string, string> | null; publishedAt: Date } | undefined) =>
    ({
      theme: row?.theme ?? null,
      published_at: row ? isoTime(row.publishedAt) : null,
    }) satisfies PublishedTheme;

  return {
    async published(): Promise<PublishedTheme> {
      return answer(await repository.current());
    },

    async publish(actorId: string, input: z.output<typeof BrandThemeSchema>): Promise<PublishedTheme> {
      // Only what was set: an empty field keeps FuelLinq's own value.
      const theme = Object.fromEntries(
        Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const row = await repository.publish(theme, actorId, now(), {
        actorUserId: actorId,
        action: 'theme.publish',
        entity: 'brand_theme',
        details: {
          // A logo can be an uploaded image of 300 kB: the audit row says only what kind it was.
          theme: { ...theme, ...(theme.logo_url?.startsWith('data:') ? { logo_url: 'data:(upload)' } : {}) },
          contrast_warnings: contrastWarnings(theme).map((warning) => warning.label),
        },
      });
      return answer(row);
    },

    async unpublish(actorId: string): Promise<PublishedTheme> {
      const row = await repository.publish(null, actorId, now(), {
        actorUserId: actorId,
        action: 'theme.unpublish',
        entity: 'brand_theme',
      });
      return answer(row);
    },
  };
}

export type ThemeService = ReturnType<typeof createThemeService>;
