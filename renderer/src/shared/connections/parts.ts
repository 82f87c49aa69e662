import type { ConnectionArea } from '../../../../app/contract/app/connections.channels';

/** How each part of a connection is called in the interface. */
export const partNames: Record<ConnectionArea, string> = {
  site: 'Site',
  admin: 'Organization admin',
  bitbucket: 'Bitbucket',
};

/** What a user has to provide to set up each part, for "not configured" messages. */
export const partRequirements: Record<ConnectionArea, string> = {
  site: 'the site address with an e-mail and API token',
  admin: 'an organization admin API key',
  bitbucket: 'a Bitbucket workspace and access token',
};
