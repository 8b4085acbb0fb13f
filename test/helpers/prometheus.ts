// Reads Prometheus's text format (https://prometheus.io/docs/instrumenting/exposition_formats/) as tests
// need it: the value of one sample, by metric name and some of its labels.
type Sample = { name: string; labels: Record<string, string>; value: number };

export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name!, value!]),
    );
    found.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the sample named `name` whose labels include `labels`; undefined when there is none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samples(text).find(
    (candidate) =>
      candidate.name === name && Object.entries(labels).every(([label, value]) => candidate.labels[label] === value),
  )?.value;
}
