import { config } from 'zod/v4/core';

// zod decides per schema, when the schema is built, whether to compile a fast parser with `new Function`. The
// CSP forbids eval and the browser logs each refused attempt (Lighthouse's best practices count it). The domain's
// schemas are built while the app's modules load, so this runs as the entry's first import, before any of them.
config({ jitless: true });
