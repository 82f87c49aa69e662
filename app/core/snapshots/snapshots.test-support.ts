/** Polls until `check` answers something: a snapshot's file is written a moment after its job ends. */
export async function waitFor<T>(check: () => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = await check();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('it never happened');
}
