// V8 settings of the server process, made before any of the app's code runs: the entry (main.ts) and the
// benchmark server import this first, so that what is measured is what runs.
import v8 from 'node:v8';

// Allocation-site pretenuring guesses from a sample which allocations live long and puts them straight into
// the old generation. Under the feed's load it took the objects of every request's query parse for such
// (each one lives some 60 µs), so about 4 MB of garbage a scavenge went to the old generation: slower
// scavenges, fresh pages to clear, and a full collection every few seconds. Off, the same load promotes
// nothing and the feed costs about a fifth less CPU per request (decision 021, bench/README.md).
v8.setFlagsFromString('--no-allocation-site-pretenuring');
