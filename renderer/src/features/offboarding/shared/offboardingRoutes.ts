/** Where the offboarding screens live (the sections are declared in the area catalog). */
export const recordsPath = '/offboarding/records';
export const recordPath = (runId: string) => `${recordsPath}/${encodeURIComponent(runId)}`;
/** The people the account page's "Offboard…" sends, comma-separated. */
export const PEOPLE_PARAM = 'people';
