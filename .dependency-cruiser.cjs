// Import zones, checked inside `npm test` (scripts/import-zones.test.ts): the domain imports
// nothing of ours, features never import each other (domain, server and web), and infrastructure
// (db, realtime, http, policy, auth, storage, ledger on the server; lib on the web) imports no feature,
// a feature's commands and queries never import HTTP (only its route files do), db imports
// neither auth nor storage (the seed and the factories that need them live in seed/), and HTTP
// imports nothing of realtime.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "packages/domain is shared by server and web: it imports nothing of ours.",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: { path: "^(apps/|packages/(?!domain/))" },
    },
    {
      name: "domain-features-apart",
      comment:
        "A domain feature imports only shared/ and its own folder: what two features need moves to shared/.",
      severity: "error",
      from: { path: "^packages/domain/src/(?!shared/|realtime/|registry/)([^/]+)/" },
      to: { path: "^packages/domain/src/", pathNot: "^packages/domain/src/(shared|$1)/" },
    },
    {
      name: "domain-shared-knows-no-feature",
      comment:
        "shared/ serves every domain feature; only realtime/ (the /cable messages) and registry/ (every contract) gather features.",
      severity: "error",
      from: { path: "^packages/domain/src/shared/" },
      to: { path: "^packages/domain/src/", pathNot: "^packages/domain/src/shared/" },
    },
    {
      name: "server-features-apart",
      comment: "A server feature never imports another feature: move the shared part out.",
      severity: "error",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: { path: "^apps/server/src/features/", pathNot: "^apps/server/src/features/$1/" },
    },
    {
      name: "web-features-apart",
      comment: "A web feature never imports another feature: the app composes them.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "server-infrastructure-knows-no-feature",
      comment:
        "db, realtime, http, policy, auth, storage and ledger serve every feature (features are injected); the demo seed writes tables, never through a feature.",
      severity: "error",
      from: {
        path: "^apps/server/src/(db|realtime|http|policy|auth|storage|ledger|seed)/",
        pathNot: "\\.test\\.ts$",
      },
      to: { path: "^apps/server/src/features/" },
    },
    {
      name: "db-below-auth-and-storage",
      comment:
        "db is the bottom layer: auth and storage use it. What needs them (the demo seed, the factories) lives in seed/.",
      severity: "error",
      from: { path: "^apps/server/src/db/" },
      to: { path: "^apps/server/src/(auth|storage)/" },
    },
    {
      name: "http-knows-no-realtime",
      comment:
        "Realtime hears committed changes through the database (NOTIFY) alone: the router hands it nothing.",
      severity: "error",
      from: { path: "^apps/server/src/http/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/server/src/realtime/" },
    },
    {
      name: "commands-know-no-http",
      comment:
        "Commands and queries run outside Fastify (scripts, tests): only route files speak HTTP.",
      severity: "error",
      from: {
        path: "^apps/server/src/(features|ledger)/",
        pathNot: "(routes\\.ts|\\.test\\.ts)$",
      },
      to: { path: "^apps/server/src/http/" },
    },
    {
      name: "web-lib-knows-no-feature",
      comment: "lib is the kernel the features share.",
      severity: "error",
      from: { path: "^apps/web/src/lib/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "features-know-no-app",
      comment: "Imports flow domain → lib → features → app, never back.",
      severity: "error",
      from: { path: "^apps/(server|web)/src/features/" },
      to: { path: "^apps/(server/src/app\\.ts|web/src/app/)" },
    },
    {
      name: "emulator-stands-alone",
      comment:
        "The printer emulator judges what the app sends: sharing the app's code would share its mistakes.",
      severity: "error",
      from: { path: "^tools/printer-emulator/" },
      to: { path: "^(apps|packages)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|/dist/|\\.tmp/)" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
