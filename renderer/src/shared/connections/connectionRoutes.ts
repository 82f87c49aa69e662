import type { ConnectionArea } from '../../../../app/contract/app/connections.channels';

export const EDIT_PARAM = 'edit';
export const SECTION_PARAM = 'section';
/** The `edit` value that opens the form for a new connection. */
export const NEW_CONNECTION = 'new';

export function editConnectionParams(id: string, section?: ConnectionArea): URLSearchParams {
  const params = new URLSearchParams({ [EDIT_PARAM]: id });
  if (section) params.set(SECTION_PARAM, section);
  return params;
}

/** Other screens send the user here to fill in a missing part of a connection. */
export function editConnectionPath(id: string, section?: ConnectionArea): string {
  return `/connections?${editConnectionParams(id, section)}`;
}
