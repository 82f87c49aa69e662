import { isAppError } from '../../contract/errors';

/**
 * A name for the Activity log, looked up before a write. The lookup must never stop the write itself:
 * when it fails the fallback is used and the write goes on to report its own, more precise error. Only
 * failures the API reports are absorbed; anything else is a bug and surfaces as one.
 */
export async function nameOr<Fallback>(lookup: () => Promise<string>, fallback: Fallback): Promise<string | Fallback> {
  try {
    return await lookup();
  } catch (error) {
    if (isAppError(error)) return fallback;
    throw error;
  }
}
