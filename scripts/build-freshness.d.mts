// Types of build-freshness.mjs (plain Node, so that npm start loads no TypeScript to decide).
export function newestChange(paths: string[]): number;
export function isUpToDate(output: string, sources: string[]): boolean;
export function buildDated(output: string, build: () => unknown, sources?: string[]): Promise<void>;
