// Types of web-bundle.mjs (plain Node, so that npm start loads no TypeScript to decide).
export const WEB_INDEX: string;
export const WEB_SOURCES: string[];
export function buildWeb(): boolean;
