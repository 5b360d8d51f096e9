// Reads Prometheus text exposition in server tests: one sample's value by metric name and labels.

export type Sample = { name: string; labels: Record<string, string>; value: number };

/** `name{a="1",b="x"} 3` → its name, labels and value (label values hold no quotes or commas here). */
function parseLine(line: string): Sample | null {
  const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
  if (!match) return null;
  const labels: Record<string, string> = {};
  for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_]\w*)="([^"]*)"/g))
    labels[pair[1]!] = pair[2]!;
  return { name: match[1]!, labels, value: Number(match[3]) };
}

export function samplesOf(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map(parseLine)
    .filter((sample): sample is Sample => sample !== null);
}

/**
 * The value of the sample named `name` whose labels include `labels` (in any order), or undefined
 * when there is none.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samplesOf(text).find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}
