import { createContext, useContext, type ReactNode } from 'react';
import type { ChannelClient } from './client';

const ClientContext = createContext<ChannelClient | null>(null);

export function ClientProvider({ client, children }: { client: ChannelClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): ChannelClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient must be used inside ClientProvider');
  return client;
}
