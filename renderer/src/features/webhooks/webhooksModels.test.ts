import { describe, expect, it } from 'vitest';
import type { DemoDeliveryOutcome, WebhookSummary } from '../../../../app/contract/bitbucket/webhooks';
import { outcomeWords, sentSummary } from './delivery/testEventOutcomes';
import { emptyHookForm, formProblems, hasEdits, hooksAtSameAddress, isDirty, keptAddressWarning, type HookFormValues } from './editor/hookForm';
import { nextPickerKey, pickerItems } from './editor/pickerKeys';
import { attentionCounts, filterHooks, hasHookFilters, noHookFilters } from './list/hookFilters';
import { offerWords, undoOffers } from './list/undoOffers';
import { eventSummary, groupEvents, toggleCategory, type CatalogEvent } from './shared/eventCatalog';

const hook = (description: string, extra: Partial<WebhookSummary> = {}): WebhookSummary => ({
  id: `{${description}}`,
  workspace: 'acme',
  description,
  url: `https://${description.toLowerCase()}.example.com/hook`,
  active: true,
  events: ['repo:push'],
  createdAt: null,
  secretSaved: true,
  secretKept: false,
  attention: [],
  rotationId: null,
  ...extra,
});

const catalog: CatalogEvent[] = [
  { event: 'repo:push', category: 'Repository', label: 'Push', description: 'A user pushes 1 or more commits' },
  { event: 'repo:fork', category: 'Repository', label: 'Fork', description: null },
  { event: 'pullrequest:created', category: 'Pull Request', label: 'Created', description: null },
];

describe('webhook list filters', () => {
  const hooks = [
    hook('CI'),
    hook('Chat', { secretSaved: false, attention: [{ kind: 'no-secret', text: '' }] }),
    hook('Audit', { active: false, attention: [{ kind: 'paused', text: '' }] }),
  ];

  it('filters by words in the name, address or events, state, signing and flag', () => {
    expect(filterHooks(hooks, { ...noHookFilters, text: 'chat.example' }).map((h) => h.description)).toEqual(['Chat']);
    expect(filterHooks(hooks, { ...noHookFilters, state: 'paused' }).map((h) => h.description)).toEqual(['Audit']);
    expect(filterHooks(hooks, { ...noHookFilters, signed: 'unsigned' }).map((h) => h.description)).toEqual(['Chat']);
    expect(filterHooks(hooks, { ...noHookFilters, attention: 'needs-attention' }).map((h) => h.description)).toEqual(['Chat', 'Audit']);
    expect(filterHooks(hooks, { ...noHookFilters, attention: 'paused' }).map((h) => h.description)).toEqual(['Audit']);
    expect(hasHookFilters(noHookFilters)).toBe(false);
  });

  it('counts each flag', () => {
    expect(Object.fromEntries(attentionCounts(hooks))).toEqual({ 'no-secret': 1, paused: 1 });
  });
});

describe('the event picker', () => {
  it('groups the catalogue by category in Bitbucket’s order and selects a whole category at once', () => {
    const groups = groupEvents(catalog);
    expect(groups.map((group) => [group.category, group.events.length])).toEqual([
      ['Repository', 2],
      ['Pull Request', 1],
    ]);
    expect(toggleCategory(['repo:push'], groups[0]!)).toEqual(['repo:push', 'repo:fork']);
    expect(toggleCategory(['repo:push', 'repo:fork', 'pullrequest:created'], groups[0]!)).toEqual(['pullrequest:created']);
  });

  it('moves through every box with the arrow keys, and by category with Page Up and Page Down', () => {
    const items = pickerItems(groupEvents(catalog));
    expect(items.map((item) => item.key)).toEqual(['category:Repository', 'repo:push', 'repo:fork', 'category:Pull Request', 'pullrequest:created']);
    expect(nextPickerKey(items, 'repo:push', 'ArrowDown')).toBe('repo:fork');
    expect(nextPickerKey(items, 'repo:fork', 'ArrowRight')).toBe('category:Pull Request');
    expect(nextPickerKey(items, 'category:Repository', 'ArrowUp')).toBe('category:Repository');
    expect(nextPickerKey(items, 'repo:push', 'PageDown')).toBe('category:Pull Request');
    expect(nextPickerKey(items, 'pullrequest:created', 'PageUp')).toBe('category:Pull Request');
    expect(nextPickerKey(items, 'category:Pull Request', 'PageUp')).toBe('category:Repository');
    expect(nextPickerKey(items, 'repo:fork', 'End')).toBe('pullrequest:created');
    expect(nextPickerKey(items, 'repo:fork', 'Home')).toBe('category:Repository');
    expect(nextPickerKey(items, 'repo:fork', ' ')).toBeNull();
  });

  it('names events in words, keeping a key the catalogue does not know', () => {
    expect(eventSummary(['repo:push', 'pullrequest:created', 'repo:teleport', 'repo:fork'], catalog)).toBe(
      'Repository: Push, Pull Request: Created, repo:teleport and 1 more',
    );
  });
});

describe('the hook form', () => {
  const values: HookFormValues = { description: 'CI', url: 'https://ci.example.com/hook', active: true, events: ['repo:push'], secret: { mode: 'generate', pasted: '' } };

  it('checks with the same rules as the core', () => {
    expect(formProblems(values, null)).toEqual({});
    expect(formProblems({ ...values, url: 'http://10.0.0.1/x', events: [] }, null)).toEqual({
      url: expect.stringMatching(/plain http/),
      events: 'Choose at least one event.',
    });
    expect(formProblems({ ...values, secret: { mode: 'paste', pasted: 's'.repeat(129) } }, null).secret).toBe('A webhook secret has at most 128 characters.');
    expect(formProblems({ ...values, secret: { mode: 'paste', pasted: '' } }, values)).toEqual({});
  });

  it('judges an edited hook’s address only when it changes, and warns about the old one without blocking', () => {
    const legacy = { ...values, url: 'http://legacy.example.com:8080/notify' };
    expect(formProblems({ ...legacy, description: 'Legacy builds' }, legacy)).toEqual({});
    expect(keptAddressWarning({ url: ' http://legacy.example.com:8080/notify ' }, legacy)).toMatch(/^Use an https:\/\/ address.*Saving other changes keeps this address as it is\.$/);
    expect(formProblems({ ...legacy, url: 'http://legacy.example.com:8080/other' }, legacy).url).toMatch(/plain http/);
    expect(keptAddressWarning({ url: 'http://legacy.example.com:8080/other' }, legacy)).toBeNull();
    expect(keptAddressWarning(values, values)).toBeNull();
  });

  it('finds the hooks that already send to the address typed, however it is written', () => {
    const hooks = [hook('CI', { url: 'https://ci.example.com/hook' }), hook('Chat')];
    expect(hooksAtSameAddress('https://CI.example.com:443/hook/', hooks, null).map((h) => h.description)).toEqual(['CI']);
    expect(hooksAtSameAddress('https://ci.example.com/other', hooks, null)).toEqual([]);
    // Keeping the address while editing adds no second hook.
    expect(hooksAtSameAddress('https://ci.example.com/hook', hooks, hooks[0] ?? null)).toEqual([]);
    expect(hooksAtSameAddress('https://ci.example.com/hook', hooks, hooks[1] ?? null).map((h) => h.description)).toEqual(['CI']);
  });

  it('counts a form as holding work once anything was typed or chosen', () => {
    expect(isDirty(emptyHookForm, null)).toBe(false);
    expect(isDirty({ ...emptyHookForm, url: 'https://x' }, null)).toBe(true);
    expect(isDirty({ ...emptyHookForm, secret: { mode: 'none', pasted: '' } }, null)).toBe(true);
    expect(isDirty({ ...values, description: 'CI ' }, values)).toBe(false);
    expect(isDirty({ ...values, active: false }, values)).toBe(true);
  });

  it('knows when an edit changes nothing', () => {
    expect(hasEdits(values, { ...values, events: ['repo:push'] })).toBe(false);
    expect(hasEdits(values, { ...values, description: 'CI 2' })).toBe(true);
  });
});

describe('where a test event went', () => {
  const delivery = (outcome: DemoDeliveryOutcome['outcome'], extra: Partial<DemoDeliveryOutcome> = {}): DemoDeliveryOutcome => ({
    id: `${outcome}-${extra.hookId ?? 'h'}`,
    hookId: '{h}',
    outcome,
    reason: null,
    tries: 0,
    lastStatus: null,
    ...extra,
  });

  it('says each outcome in words, with the reason of a failure and how often it was tried', () => {
    expect(outcomeWords(delivery('failed', { reason: 'No answer within 10 s.', tries: 1 }))).toEqual({ label: 'Failed', detail: 'No answer within 10 s.', tone: 'error' });
    expect(outcomeWords(delivery('failed', { reason: 'The receiver answered 500.', tries: 3, lastStatus: 500 })).detail).toBe('The receiver answered 500. Tried 3 times.');
    expect(outcomeWords(delivery('delivered', { tries: 2, lastStatus: 200 })).detail).toBe('The receiver answered 200 (2 tries).');
    expect(outcomeWords(delivery('pending', { tries: 1, lastStatus: 503 })).detail).toMatch(/answered 503; Bitbucket tries again/);
  });

  it('sums the event up, counting what is still being sent', () => {
    const sent = { event: 'repo:push', paused: 1, deliveries: [delivery('failed', { hookId: 'a' }), delivery('pending', { hookId: 'b' }), delivery('not-delivered', { hookId: 'c' })] };
    expect(sentSummary(sent, 'Repository: Push')).toBe('Repository: Push sent to 3 hooks: 1 failed, 1 still being sent, 1 not sent (not on this computer). 1 paused hook skipped.');
    expect(sentSummary({ event: 'repo:push', paused: 0, deliveries: [] }, 'Repository: Push')).toBe('Repository: Push: no active hook listens for this event.');
  });
});

describe('changes the list offers to undo', () => {
  const edit = { undoId: 'u1', hookId: '{a}', hook: 'CI builds', at: '2026-03-01T10:00:00.000Z', putsBack: ['description “CI” → “CI builds”', 'resumed (was paused)'] };
  const bulk = { jobId: 'j1', title: 'Pause 3 webhooks', action: 'pause' as const, at: '2026-03-01T11:00:00.000Z', hooks: 3 };

  it('lists edits and bulk changes together, newest first', () => {
    expect(undoOffers({ edits: [edit], bulk: [bulk] }).map((offer) => offer.kind)).toEqual(['bulk', 'edit']);
  });

  it('says what each change was, how old it is and what Undo does', () => {
    const [newest, older] = undoOffers({ edits: [edit], bulk: [bulk] });
    if (!newest || !older) throw new Error('two offers expected');
    expect(offerWords(older, '5 minutes ago')).toEqual({
      what: 'Your change to “CI builds”, 5 minutes ago',
      undo: 'Undo puts back: description “CI” → “CI builds”; resumed (was paused).',
      button: 'Undo',
      label: 'Undo your change to “CI builds”',
    });
    expect(offerWords(newest, 'yesterday')).toMatchObject({ what: 'Pause 3 webhooks, yesterday', undo: 'Undo resumes the 3 webhooks it changed, after a preview; one changed since is left alone.', label: 'Put back “Pause 3 webhooks”' });
  });
});
