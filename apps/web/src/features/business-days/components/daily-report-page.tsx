// 日報 on A4 (route /business_day/report?date=, outside the shell): the sections of the domain's
// `dailyReport`, the same rows as the CSV and the printed paper, as tables sized for the sheet, and
// 印刷 (on screen only: the print stylesheet leaves buttons off the paper). The sheet is the printed
// paper, so it stays Japanese whatever the page's language; only what is around it is translated.
import { dailyReport, type ReportSection } from "@lounge-office/domain/business-days";
import { Alert, Button, Center, Loader } from "@mantine/core";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { dayQuery, movementsQuery } from "../api/business-day-queries";
import { t } from "../messages";
import styles from "./daily-report.module.css";
import { dayPageHref, formatDate, todayOf } from "./day-format";

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Sections whose labels are long (a paid-in/out's time and reason, a change after the close), by the
 * domain's section titles (the paper's, in Japanese).
 */
const WIDE = new Set(["入出金", "締め後の訂正"]);

export function DailyReportPage() {
  const session = useSession().data;
  const [params] = useSearchParams();
  if (!session) return null;
  const asked = params.get("date") ?? "";
  const date = DATE_PATTERN.test(asked) ? asked : todayOf(session.lounge);
  return <Report loungeId={session.lounge.id} loungeName={session.lounge.name} date={date} />;
}

function Report({
  loungeId,
  loungeName,
  date,
}: {
  loungeId: number;
  loungeName: string;
  date: string;
}) {
  const day = useQuery(dayQuery({ loungeId, date }));
  const movements = useQuery(movementsQuery({ loungeId, date }));
  const error = day.error ?? movements.error;
  const sections =
    day.data && movements.data
      ? dailyReport(day.data, movements.data.cash_movements, loungeName)
      : null;
  return (
    <div className={styles.page}>
      <div className={styles.sheet}>
        <div className={styles.toolbar}>
          <Button
            component={Link}
            to={dayPageHref(date)}
            variant="default"
            size="md"
            leftSection={<IconArrowLeft size={18} />}
          >
            {t("backToDay")}
          </Button>
          <Button
            size="md"
            leftSection={<IconPrinter size={18} />}
            onClick={() => window.print()}
            disabled={!sections}
          >
            {t("print")}
          </Button>
        </div>
        {error && (
          <Alert color="red" role="alert" title={t("reportLoadFailed")}>
            {errorMessage(error)}
          </Alert>
        )}
        {!sections && !error && (
          <Center mih={200}>
            <Loader aria-label={t("loading")} />
          </Center>
        )}
        {sections && (
          <article aria-label={t("report")} data-testid="daily-report">
            <h1 className={styles.title}>日報</h1>
            <p className={styles.subtitle}>
              {loungeName}　{formatDate(date, "ja")}
            </p>
            <div className={styles.columns}>
              {sections.map((section) => (
                <ReportTable key={section.title} section={section} />
              ))}
            </div>
          </article>
        )}
      </div>
    </div>
  );
}

function ReportTable({ section }: { section: ReportSection }) {
  return (
    <section className={styles.section} aria-label={section.title}>
      <h2>{section.title}</h2>
      <table className={`${styles.table} ${WIDE.has(section.title) ? styles.wide : ""}`}>
        <tbody>
          {section.rows.map((row, i) =>
            row.long ? (
              // A value too long to stand beside its label (a hash): under it, the table's width.
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows never reorder.
              <Fragment key={i}>
                <tr data-row={`${section.title}/${row.label}`}>
                  <th id={`${section.title}-${i}`} colSpan={2}>
                    {row.label}
                  </th>
                </tr>
                <tr>
                  <td colSpan={2} className={styles.long} headers={`${section.title}-${i}`}>
                    {row.value}
                  </td>
                </tr>
              </Fragment>
            ) : (
              // Rows of a section may repeat a label (two paid-outs at one minute).
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows never reorder.
              <tr key={i} data-row={`${section.title}/${row.label}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}
