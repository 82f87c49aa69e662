import type { ConnectionArea, ConnectionView, PartCheck } from '../../../../app/contract/app/connections.channels';

export function isConfigured(connection: ConnectionView, part: ConnectionArea): boolean {
  return connection[part] !== null;
}

export function missingParts(connection: ConnectionView, needs: readonly ConnectionArea[]): ConnectionArea[] {
  return needs.filter((part) => !isConfigured(connection, part));
}

/** Whether a part answered its last test well enough to work with: reached, and signed in. */
export function checkPassed(check: Pick<PartCheck, 'reachable' | 'authenticated'>): boolean {
  return check.reachable && check.authenticated;
}

/** The last test of a part, if it has had one since it was set up or changed. */
export function lastCheck(connection: ConnectionView, part: ConnectionArea): PartCheck | undefined {
  return connection.checks.find((check) => check.area === part);
}

/** Needed parts that are set up but failed their last test: a site that could not be reached is not ready. */
export function failedParts(connection: ConnectionView, needs: readonly ConnectionArea[]): ConnectionArea[] {
  return needs.filter((part) => {
    const check = isConfigured(connection, part) ? lastCheck(connection, part) : undefined;
    return check !== undefined && !checkPassed(check);
  });
}

/** Ready means every needed part is set up and none failed its last test (a part not tested yet counts as ready). */
export function isReadyFor(connection: ConnectionView, needs: readonly ConnectionArea[]): boolean {
  return missingParts(connection, needs).length === 0 && failedParts(connection, needs).length === 0;
}
