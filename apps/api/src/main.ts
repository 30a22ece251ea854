// The process entry: Node keeps the compiled modules between starts (its compile cache, in the system's
// temporary folder), which saves about a quarter of a second of every start; then the server starts.
import module from 'node:module';

module.enableCompileCache?.();
await import('./server.ts');
