// A process's resident memory, as Linux reports it (VmRSS in /proc/<pid>/status, in kB).
import { readFileSync } from "node:fs";

/** Megabytes resident, or "unknown" where /proc is not there. */
export function residentMegabytes(pid: number): string {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kilobytes ? (Number(kilobytes) / 1024).toFixed(0) : "unknown";
  } catch {
    return "unknown";
  }
}
