import { z } from 'zod';

/** What the server tells the web app at run time (GET /api/config). */
export const AppConfigSchema = z.object({
  /** Leaflet tile URL template; "off" draws maps without tiles. */
  map_tile_url: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
