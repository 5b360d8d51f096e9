// The server and its operators' commands as JavaScript files (apps/server/dist/<name>.mjs), for
// `npm start` and for production, where neither tsx nor any other devDependency is installed. Under
// tsx, every one of the server's ~170 TypeScript modules is resolved and loaded through tsx's hooks
// on another thread, which cost about a second of a restart. esbuild (tsx's own, so it is there
// wherever tsx is) bundles them in ~0.3 s; packages stay in node_modules and load as usual. Tests,
// `npm run dev` and the e2e server still run the TypeScript through tsx.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

export const SERVER_DIST = path.join(root, "apps/server/dist");

/** Each built command's name (its file in SERVER_DIST) and source: `main` is the server itself. */
export const SERVER_COMMANDS = {
  main: path.join(root, "apps/server/src/main.ts"),
  backup: path.join(root, "apps/server/src/backup/backup-cli.ts"),
  restore: path.join(root, "apps/server/src/backup/restore-cli.ts"),
  seed: path.join(root, "apps/server/src/seed/seed-cli.ts"),
  "journal-verify": path.join(root, "apps/server/src/features/journal/verify-cli.ts"),
  setup: path.join(root, "apps/server/src/setup/setup-cli.ts"),
};

export const SERVER_ENTRY = SERVER_COMMANDS.main;

/** Where a command's build is. */
export function commandBundle(name, outDir = SERVER_DIST) {
  return path.join(outDir, `${name}.mjs`);
}

export const SERVER_BUNDLE = commandBundle("main");

/** What the bundle is built from: the server, the domain package, the lockfile and these options. */
export const SERVER_SOURCES = [
  path.join(root, "apps/server"),
  path.join(root, "packages/domain"),
  path.join(root, "package-lock.json"),
  path.join(root, "tsconfig.base.json"),
  import.meta.filename,
];

async function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"));
  return import(pathToFileURL(fromTsx.resolve("esbuild")).href);
}

/** Packages load from node_modules at run time; only our own workspace packages (TypeScript) are bundled. */
const packagesStayExternal = {
  name: "packages-stay-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@lounge-office/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds files next to itself (the migrations, the web app's dist) does so from
 * `import.meta.url`, which in the bundle would be the bundle's: each such use is replaced by the
 * module's own address, relative to the bundle so the checkout can move.
 */
function ownAddressFor(outDir) {
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        if (/import\.meta\.(dirname|filename)/.test(text)) {
          throw new Error(`${args.path}: use import.meta.url, which the server bundle rewrites`);
        }
        if (!text.includes("import.meta.url")) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join("/");
        const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: text.replaceAll("import.meta.url", own), loader: "ts" };
      });
    },
  };
}

const OPTIONS = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Function and class names as in the source (error names, logs), as under tsx.
  keepNames: true,
  sourcemap: "linked",
  // A stack trace needs the lines, not the sources: a smaller map to read at every start.
  sourcesContent: false,
  logLevel: "warning",
};

/**
 * Bundles the server (or another `entry`: tests) into `outfile`: ESM for Node 20, with a source
 * map for readable stack traces. `outfile` must sit under apps/server, whose packages it imports.
 */
export async function buildServerBundle(outfile = SERVER_BUNDLE, entry = SERVER_ENTRY) {
  const esbuild = await loadEsbuild();
  const outDir = path.dirname(outfile);
  await esbuild.build({
    ...OPTIONS,
    entryPoints: [entry],
    outfile,
    plugins: [packagesStayExternal, ownAddressFor(outDir)],
  });
  await esbuild.stop?.();
}

/**
 * Every command of SERVER_COMMANDS into `outDir` (one file each, as buildServerBundle writes one).
 * Resolves with esbuild's metafile: what each output imports from node_modules.
 */
export async function buildServerCommands(outDir = SERVER_DIST) {
  const esbuild = await loadEsbuild();
  const result = await esbuild.build({
    ...OPTIONS,
    entryPoints: SERVER_COMMANDS,
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    metafile: true,
    plugins: [packagesStayExternal, ownAddressFor(outDir)],
  });
  await esbuild.stop?.();
  return result.metafile;
}
