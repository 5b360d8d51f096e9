// Types of server-bundle.mjs (plain Node, so that npm start loads no TypeScript to decide).
export const SERVER_ENTRY: string;
export const SERVER_BUNDLE: string;
export const SERVER_SOURCES: string[];
export function buildServerBundle(outfile?: string, entry?: string): Promise<void>;
