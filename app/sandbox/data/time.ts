export const dayMs = 86_400_000;

export function shiftIso(iso: string, deltaMs: number): string {
  return new Date(Date.parse(iso) + deltaMs).toISOString();
}

/** Default "now" of a world: the current hour, so one seed gives one world for a whole hour. */
export function defaultNow(clock: () => number = Date.now): string {
  const hourMs = 3_600_000;
  return new Date(Math.floor(clock() / hourMs) * hourMs).toISOString();
}
