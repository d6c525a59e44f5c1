import { config } from 'zod';

// zod compiles fast parsers with new Function() after probing whether eval works. The server's CSP forbids
// eval, and even the probe is reported as a violation, so the browser uses the interpreted parsers.
// main.tsx imports this module first, before any schema is built.
config({ jitless: true });
