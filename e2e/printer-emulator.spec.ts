// The path every receipt takes, checked on its own: a page of the app (under its CSP) posts an
// ePOS envelope to the printer emulator scripts/e2e.mjs started, through Chromium's CORS and
// private-network preflight, and the emulator lists the printed job.
import { expect, test } from "@playwright/test";
import { printerURL } from "./playwright.config";

const ENVELOPE =
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Header><parameter xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"><printjobid>e2e-emulator-1</printjobid></parameter></s:Header><s:Body><epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"><text lang="ja">e2e 疎通確認&#10;</text><cut type="feed"/></epos-print></s:Body></s:Envelope>';

test("the app's page prints on the emulator from Chromium", async ({ page, request }) => {
  await request.delete(`${printerURL}/jobs`);
  await page.goto("/sign_in");
  const answer = await page.evaluate(
    async ({ url, xml }) => {
      const response = await fetch(
        `${url}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000`,
        {
          method: "POST",
          headers: {
            "Content-Type": "text/xml; charset=utf-8",
            SOAPAction: '""',
            "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT",
          },
          body: xml,
        },
      );
      return response.text();
    },
    { url: printerURL, xml: ENVELOPE },
  );
  expect(answer).toContain('success="true"');
  const jobs = await (await request.get(`${printerURL}/jobs`)).json();
  expect(jobs).toMatchObject([
    { printjobid: "e2e-emulator-1", ok: true, text: "e2e 疎通確認\n------ cut ------\n" },
  ]);
});
