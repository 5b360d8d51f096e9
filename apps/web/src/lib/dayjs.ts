// dayjs set up once: the page's language (Japanese by default; English is dayjs's own), UTC and
// time-zone plugins; times are shown in the lounge's zone.
import dayjs from "dayjs";
import "dayjs/locale/ja";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { locale } from "./i18n";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale(locale);

export { dayjs };
