import type { DemoSite } from '../../contract/app/connections.channels';
import type { StoredConnection } from '../settings/settings-schema';

/**
 * Where Atlassian's pictures come from. `avatarUrls` (Jira), `picture` (Admin API) and the redirects
 * behind Confluence's site-relative `profilePicture` point at Atlassian's avatar service, or at Gravatar
 * with that service's initials picture as the fallback (every example in the official specs is one of
 * the two). Both are fixed hosts, whatever the site.
 */
export const ATLASSIAN_PICTURE_ORIGINS = ['https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net', 'https://secure.gravatar.com'] as const;

/** Bitbucket's account and workspace pictures (`links.avatar`): bitbucket.org, or its picture host. */
export const BITBUCKET_PICTURE_ORIGINS = ['https://bitbucket.org', 'https://bytebucket.org'] as const;

export interface AllowedOrigins {
  /** Where the window may load images from, besides itself. */
  images: string[];
  /** The connected Atlassian sites, which links may open in the browser. */
  sites: string[];
}

function originOf(address: string): string | null {
  return URL.canParse(address) ? new URL(address).origin : null;
}

/**
 * Exactly what the saved connections need, and nothing for an area none of them has: each connected
 * site (Confluence profile pictures and Jira project avatars live there), Atlassian's picture hosts
 * while any real connection exists, Bitbucket's with a Bitbucket part, and each demo site's loopback
 * address while it runs and has a connection.
 */
export function allowedOrigins(connections: readonly StoredConnection[], demoOrigins: Record<DemoSite, string | null>): AllowedOrigins {
  const real = connections.filter((connection) => !connection.isDemo);
  const sites = real.flatMap((connection) => {
    const origin = connection.site ? originOf(connection.site.url) : null;
    return origin?.startsWith('https:') ? [origin] : [];
  });
  const images = [
    ...(real.length > 0 ? ATLASSIAN_PICTURE_ORIGINS : []),
    ...(real.some((connection) => connection.bitbucket) ? BITBUCKET_PICTURE_ORIGINS : []),
    ...real.flatMap((connection) => (connection.site ? [originOf(connection.site.url)] : [])).filter((origin): origin is string => origin !== null),
    ...connections.flatMap((connection) => (connection.isDemo ? [demoOrigins[connection.demoSite]] : [])).filter((origin): origin is string => origin !== null),
  ];
  return { images: [...new Set(images)], sites: [...new Set(sites)] };
}
