// Vite build of the staff web app; the dev server proxies API calls to the Fastify server.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { messageCatalogs } from "./vite-plugins/message-catalogs.ts";
import { precompress } from "./vite-plugins/precompress.ts";

const api = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  // precompress: the server sends the .br/.gz copies it writes (apps/server/src/http/spa.ts).
  // messageCatalogs: the staff screens' texts, compiled (src/lib/i18n.ts).
  plugins: [react(), messageCatalogs(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      "/cable": { target: api, ws: true },
      // The server's calls; a page of the app with the same name (a navigation asks for HTML) is
      // Vite's, except the server's own /docs.
      "^/(api|attendance_logs|accounting_logs|business_days|cash_movements|customer_groups|event_logs|lounges|menus|rewards|genres|invalid_data|receipt_logs|print_jobs|printers|metrics|system_messages|docs|healthz)(/|\\?|$)":
        {
          target: api,
          bypass: (req) =>
            req.headers.accept?.includes("text/html") && !req.url?.startsWith("/docs")
              ? req.url
              : undefined,
        },
    },
  },
});
