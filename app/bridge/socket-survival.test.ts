import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bridgeProtocol } from '../contract/transport';
import { spawnBridge, type SpawnedBridge } from './testing/spawned-bridge';

let bridge: SpawnedBridge;
beforeAll(async () => {
  bridge = await spawnBridge();
});
afterAll(() => bridge.stop());

const eventsUrl = () => `${bridge.origin.replace('http', 'ws')}${bridgeProtocol.eventsPath}?${bridgeProtocol.tokenParam}=${bridge.token}`;

function openSocket(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(eventsUrl());
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

async function stillServes(): Promise<unknown> {
  const response = await fetch(`${bridge.origin}${bridgeProtocol.invokePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bridge.token}` },
    body: JSON.stringify({ callId: crypto.randomUUID(), channel: 'app.info.get', input: {} }),
  });
  return response.json();
}

describe('the bridge’s events socket', () => {
  it('closes a socket that sends a frame over the size limit, and keeps serving everyone else', async () => {
    const bystander = await openSocket();
    const offender = await openSocket();
    const offenderClosed = closed(offender);
    offender.on('error', () => undefined);
    offender.send('x'.repeat(64 * 1024));
    expect(await offenderClosed).toBe(1009);

    expect(bridge.exit()).toBeNull();
    expect(await stillServes()).toMatchObject({ ok: true, data: { transport: 'bridge' } });
    expect(bystander.readyState).toBe(WebSocket.OPEN);
    bystander.close();
  });

  it('survives a socket that breaks the WebSocket protocol', async () => {
    const ws = await openSocket();
    const gone = closed(ws);
    ws.on('error', () => undefined);
    // An unmasked frame from a client is a protocol error the server must answer by closing.
    const raw = (ws as unknown as { _socket: Socket })._socket;
    raw.write(Buffer.from([0x81, 0x05, 0x68, 0x65, 0x6c, 0x6c, 0x6f]));
    await gone;
    expect(bridge.exit()).toBeNull();
    expect(await stillServes()).toMatchObject({ ok: true });
  });
});
