// Timestamps as registries write them: epoch seconds, epoch milliseconds, digit strings, or ISO
// strings (a zone-less ISO time is UTC). Shared by the guards that read job and run registries.

/** Epoch milliseconds, or undefined for anything that is not a plausible timestamp. */
export function epochMs(value: unknown): number | undefined {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value <= 0) return undefined;
    return value > 1e11 ? value : value * 1000;
  }
  if (typeof value !== "string") return undefined;
  const t = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return epochMs(Number(t));
  const naive = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?$/.test(t);
  const ms = Date.parse(naive ? `${t.replace(" ", "T")}Z` : t);
  return Number.isFinite(ms) ? ms : undefined;
}
