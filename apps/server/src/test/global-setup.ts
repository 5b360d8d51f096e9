// Vitest global setup for server tests: migrate one template database; each test file copies it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { usingEmbedded } from "../db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string | null;
    pgTemplateDatabase: string | null;
  }
}

// Unique per run: two test runs on one server (a developer and CI, or parallel sessions) never share a template.
export const PG_TEMPLATE = `lounge_office_test_template_${process.pid}`;

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${PG_TEMPLATE}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    await template.migrate();
    await template.close();
    project.provide("pgTemplateDatabase", PG_TEMPLATE);
    project.provide("pgliteTemplateFile", null);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
      await admin.end();
    };
  }
  const template = await openDatabase({ memory: true });
  await template.migrate();
  const dump = await usingEmbedded(template.db, (pglite) => pglite.dumpDataDir("gzip"));
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide("pgliteTemplateFile", file);
  project.provide("pgTemplateDatabase", null);
}
