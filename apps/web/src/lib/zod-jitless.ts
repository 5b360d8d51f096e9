// Zod without its compiled parsers, set before any schema exists (main.tsx imports this first):
// the page's script policy has no 'unsafe-eval', and zod's probe for it (a `new Function` in a
// try) is reported as a policy violation on every page even though zod copes without it.
import { config } from "zod";

config({ jitless: true });
