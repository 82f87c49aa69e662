import { randomUUID } from 'node:crypto';
import { startBridge } from '../app/bridge/server';
import { createTestCore } from '../app/core/test-support';

export interface BridgeRow {
  calls: number;
  directMsPerCall: number;
  bridgeMsPerCall: number;
  overheadMsPerCall: number;
}

const CHANNEL = 'app.connections.list';

/**
 * The cost the loopback bridge adds to one call: the same channel through the dispatcher directly and
 * through HTTP. (Electron IPC cannot run here: there is no Electron binary on this machine.)
 */
export async function benchBridge(calls: number): Promise<BridgeRow> {
  const test = await createTestCore();
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent });
  try {
    const invoke = async () => {
      const response = await fetch(`${bridge.origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bridge.token}` },
        body: JSON.stringify({ callId: randomUUID(), channel: CHANNEL, input: {} }),
      });
      await response.json();
    };
    for (let i = 0; i < 20; i += 1) await invoke();
    const directStart = performance.now();
    for (let i = 0; i < calls; i += 1) await test.core.dispatch(CHANNEL, {});
    const direct = (performance.now() - directStart) / calls;
    const bridgeStart = performance.now();
    for (let i = 0; i < calls; i += 1) await invoke();
    const viaBridge = (performance.now() - bridgeStart) / calls;
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return { calls, directMsPerCall: round(direct), bridgeMsPerCall: round(viaBridge), overheadMsPerCall: round(viaBridge - direct) };
  } finally {
    await bridge.close();
    await test.cleanup();
  }
}
