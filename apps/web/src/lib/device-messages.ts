// The printer and display texts of the kernel (the status monitor, the probe, a failed print) in
// this page's language; the device's own code stays as it reads.
import catalog from "./devices.messages.json";
import { messages } from "./i18n";

export const t = messages("devices", catalog);
