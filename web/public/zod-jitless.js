// Zod compiles fast parsers with `new Function` once it has probed that eval works. The content
// security policy forbids eval, and Chromium reports even the caught probe as a violation, so the
// app parses without compiling. Zod reads this setting when it loads; this classic script runs
// before any module of the app does.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
