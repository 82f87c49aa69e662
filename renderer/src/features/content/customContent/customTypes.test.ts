import { describe, expect, it } from 'vitest';
import { customTypeName } from './customTypes';

describe('custom content type names', () => {
  it('names the module and the app of Connect and Forge keys, and leaves other keys as they are', () => {
    expect(customTypeName('ac:com.orgdesk.demo:decision-log')).toEqual({ name: 'Decision log', app: 'com.orgdesk.demo' });
    expect(customTypeName('forge:orgdesk-demo:retro-board')).toEqual({ name: 'Retro board', app: 'orgdesk-demo' });
    expect(customTypeName('forge:3f2a:production:team_health')).toEqual({ name: 'Team health', app: '3f2a' });
    expect(customTypeName('checklist')).toEqual({ name: 'Checklist', app: null });
  });
});
