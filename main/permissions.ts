import type { Session } from 'electron';

/** Orgdesk needs no camera, microphone, notifications, geolocation, clipboard-read or any other grant. */
export function denyAllPermissions(target: Session): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}
