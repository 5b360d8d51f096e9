// Types of server-bundle.mjs (plain Node, so that npm start loads no TypeScript to decide).
export const SERVER_DIST: string;
export const SERVER_COMMANDS: Record<
  "main" | "backup" | "restore" | "seed" | "journal-verify",
  string
>;
export const SERVER_ENTRY: string;
export const SERVER_BUNDLE: string;
export const SERVER_SOURCES: string[];
export function commandBundle(name: keyof typeof SERVER_COMMANDS, outDir?: string): string;
export function buildServerBundle(outfile?: string, entry?: string): Promise<void>;
/** esbuild's metafile, as much of it as the tests read. */
export type BuildMetafile = {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
};
export function buildServerCommands(outDir?: string): Promise<BuildMetafile>;
