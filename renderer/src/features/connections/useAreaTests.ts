import { useState } from 'react';
import type { AreaCheck, ConnectionArea } from '../../../../app/contract/channels/connections';
import { describeError } from '../../api/ContractError';
import { useClient } from '../../api/ClientContext';

type Results = Partial<Record<ConnectionArea, AreaCheck>>;

/** Runs `app.connections.test` for some parts of a connection and keeps the latest answer per part. */
export function useAreaTests(connectionId: string) {
  const client = useClient();
  const [results, setResults] = useState<Results>({});
  const [testing, setTesting] = useState<ReadonlySet<ConnectionArea>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  async function run(areas: ConnectionArea[]): Promise<void> {
    setProblem(null);
    setTesting((current) => new Set([...current, ...areas]));
    try {
      const { checks } = await client.call('app.connections.test', { id: connectionId, areas });
      setResults((current) => ({ ...current, ...Object.fromEntries(checks.map((check) => [check.area, check])) }));
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setTesting((current) => new Set([...current].filter((area) => !areas.includes(area))));
    }
  }

  return { results, testing, problem, run };
}
