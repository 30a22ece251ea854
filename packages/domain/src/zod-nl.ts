import { z } from 'zod';

// Validation messages a person may read are Dutch everywhere: web forms and API error bodies alike.
z.config(z.locales.nl());
