// zod compiles fast parsers with new Function() after probing whether eval works. The server's CSP forbids
// eval, and even the probe is reported as a violation, so the browser uses the interpreted parsers.
// main.tsx runs this first. It sets zod's shared global configuration (the object `z.config()` writes,
// which zod reads from globalThis when it loads) without importing zod, so zod loads only with the screens
// that use it, never with the sign-in page. zod-config.test.ts proves zod sees it. The bundle inlines this
// module in the entry chunk, whose static chunk imports run before it: zod must stay out of the entry's
// static graph (e2e/sign-in-weight.spec.ts checks, and the e2e CSP check would report zod's probe).
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
// Changed in place: a zod already loaded keeps a reference to this very object.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
