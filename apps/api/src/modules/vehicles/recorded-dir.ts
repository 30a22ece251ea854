/** The recorded RDW answers (see recorded/README.md): replayed in tests, and the demo seed's vehicles. */
export const recordedDir = new URL('./recorded/', import.meta.url);
