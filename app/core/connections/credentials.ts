/** Everything the API layer needs to call one organization. Lives only in the core, never crosses IPC. */
export interface ConnectionCredentials {
  connectionId: string;
  site?: { url: string; email: string; apiToken: string };
  admin?: { baseUrl: string; apiKey: string };
  bitbucket?: { baseUrl: string; workspace: string; token: string };
  jiraApiVersion: '2' | '3';
}

export type SecretSlot = 'site' | 'admin' | 'bitbucket';

export const secretKey = (connectionId: string, slot: SecretSlot) => `connection/${connectionId}/${slot}`;
