import { checkContentPermission, groupsOfUser } from '../../../api/confluence/v1/permissions';
import type { ApiSession } from '../../../api/http/session';
import type { AccessFix, AccessOperation, AccessVerdict, ChainLink, OperationVerdict, Principal, PrincipalRef } from '../../../contract/confluence/access.channels';
import { isAppError } from '../../../contract/errors';
import { counted } from './counted-session';
import { PrincipalDirectory } from './directory';
import { grantees, readAccessFacts, type AccessFacts } from './page-access';
import { notFoundInWords } from './resolve';
import { isRestricted, refKey, refsOf, type RawRestrictions } from './restrictions';

/**
 * "Can this person (or group) view or edit this page, and what decides it?" Worked out link by link
 * (site, space, each ancestor's view list, the page's own lists) from facts already read, and, where the
 * connection may ask, confirmed by Confluence's own permission check, which then gives the answer.
 */

const VERB: Record<AccessOperation, string> = { read: 'view', update: 'edit' };

/** The references that stand for the subject in a list: itself, and for a person each of their groups. */
interface Standing {
  keys: Set<string>;
  subject: Principal;
}

function names(raw: RawRestrictions, operation: AccessOperation, standing: Standing): boolean {
  return refsOf(raw)[operation].some((ref) => standing.keys.has(refKey(ref)));
}

function spaceLink(facts: AccessFacts, standing: Standing, operation: AccessOperation): ChainLink {
  const [key, target] = operation === 'read' ? ['read', 'space'] : ['create', 'page'];
  const granted = grantees(facts.grants, key, target).some((ref) => standing.keys.has(refKey(ref)));
  const spaceName = facts.space?.name ?? 'the space';
  return {
    kind: 'space',
    pageId: null,
    label: spaceName,
    state: granted ? 'passes' : 'blocks',
    note: granted
      ? `The space lets ${standing.subject.name} ${operation === 'read' ? 'view its pages' : 'add and edit pages'}.`
      : `The space's permissions do not let ${standing.subject.name} ${operation === 'read' ? 'view it' : 'add or edit pages'}, directly or through a group.`,
  };
}

function siteLink(subject: Principal): ChainLink {
  if (subject.status === 'deactivated') return { kind: 'site', pageId: null, label: 'Site', state: 'blocks', note: `${subject.name}'s account is deactivated: it cannot use Confluence at all.` };
  if (subject.status === 'deleted') return { kind: 'site', pageId: null, label: 'Site', state: 'blocks', note: `The group ${subject.name} no longer exists: it grants nothing.` };
  return { kind: 'site', pageId: null, label: 'Site', state: 'open', note: subject.type === 'user' ? `${subject.name} may use Confluence.` : `The group ${subject.name} exists.` };
}

function restrictionLink(kind: 'ancestor' | 'page', pageId: string, title: string, raw: RawRestrictions, operation: AccessOperation, standing: Standing): ChainLink {
  const verb = VERB[operation];
  if (!isRestricted(raw[operation])) {
    return { kind, pageId, label: title, state: 'open', note: kind === 'page' ? `This page has no ${verb} restriction of its own.` : `No view restriction here.` };
  }
  const named = names(raw, operation, standing);
  const through = kind === 'ancestor' ? ' This page inherits it.' : '';
  return {
    kind,
    pageId,
    label: title,
    state: named ? 'passes' : 'blocks',
    note: named ? `Restricted to named people and groups, ${standing.subject.name} among them.${through}` : `Restricted to people and groups that leave out ${standing.subject.name}.${through}`,
  };
}

function fixFor(chain: ChainLink[], operation: AccessOperation, facts: AccessFacts, subject: Principal): AccessFix | null {
  const blocking = chain.find((link) => link.state === 'blocks');
  if (blocking === undefined) return null;
  if (blocking.kind === 'site') {
    return subject.type === 'user'
      ? { kind: 'reactivate', operation: null, pageId: null, label: `Reactivate ${subject.name}'s account in Users before anything else.` }
      : { kind: 'none', operation: null, pageId: null, label: 'Choose a group that exists.' };
  }
  if (blocking.kind === 'space') {
    return { kind: 'ask-space-admin', operation, pageId: null, label: `Ask an admin of ${facts.space?.name ?? 'the space'} to give ${subject.name} ${operation === 'read' ? 'view' : 'add page'} permission.` };
  }
  if (blocking.kind === 'ancestor') {
    return { kind: 'add-to-ancestor', operation: 'read', pageId: blocking.pageId, label: `Add ${subject.name} to who can view “${blocking.label}”.` };
  }
  // An edit check walks the page's view list before its edit list: the fix goes to the list that blocks.
  const list: AccessOperation = operation === 'update' && chain.indexOf(blocking) === chain.length - 1 ? 'update' : 'read';
  return { kind: 'add-to-page', operation: list, pageId: blocking.pageId, label: `Add ${subject.name} to who can ${VERB[list]} this page.` };
}

function walk(facts: AccessFacts, standing: Standing, operation: AccessOperation): ChainLink[] {
  const chain: ChainLink[] = [siteLink(standing.subject), spaceLink(facts, standing, operation)];
  for (const ancestor of facts.ancestors) chain.push(restrictionLink('ancestor', ancestor.id, ancestor.title, ancestor.raw, 'read', standing));
  const pageTitle = facts.page.title;
  chain.push(restrictionLink('page', facts.page.id, pageTitle, facts.raw, 'read', standing));
  if (operation === 'update') chain.push(restrictionLink('page', facts.page.id, pageTitle, facts.raw, 'update', standing));
  return chain;
}

async function standingOf(session: ApiSession, subject: Principal, signal: AbortSignal): Promise<Standing> {
  const keys = new Set([refKey(subject)]);
  if (subject.type === 'user' && subject.status !== 'unknown') {
    for (const group of await groupsOfUser(session, subject.id, signal)) keys.add(refKey({ type: 'group', id: group.id ?? group.name }));
  }
  return { keys, subject };
}

type CheckAnswer = { allowed: Record<AccessOperation, boolean> } | { unavailable: string };

async function askConfluence(session: ApiSession, pageId: string, subject: PrincipalRef, signal: AbortSignal): Promise<CheckAnswer> {
  try {
    const [read, update] = await Promise.all([
      checkContentPermission(session, pageId, subject, 'read', signal),
      checkContentPermission(session, pageId, subject, 'update', signal),
    ]);
    return { allowed: { read: read.hasPermission, update: update.hasPermission } };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.info.code === 'FORBIDDEN') {
      return { unavailable: "Confluence's own permission check needs the Confluence Administrator permission to ask about someone else, which this connection's account does not have. Orgdesk worked the answer out from the space and the page's ancestors." };
    }
    if (error.info.code === 'NOT_FOUND' || error.info.code === 'VALIDATION') {
      return { unavailable: "This site did not answer Confluence's permission check. Orgdesk worked the answer out from the space and the page's ancestors." };
    }
    throw error;
  }
}

export async function explainAccess(session: ApiSession, directory: PrincipalDirectory, facts: AccessFacts, ref: PrincipalRef, signal: AbortSignal): Promise<Omit<AccessVerdict, 'requests'>> {
  const subject = await directory.principal(ref);
  const [standing, check] = await Promise.all([standingOf(session, subject, signal), askConfluence(session, facts.page.id, ref, signal)]);
  const verdicts = (['read', 'update'] as const).map((operation): OperationVerdict => {
    const chain = walk(facts, standing, operation);
    const walked = chain.every((link) => link.state !== 'blocks');
    const allowed = 'allowed' in check ? check.allowed[operation] : walked;
    return { operation, allowed, chain, fix: allowed ? null : fixFor(chain, operation, facts, subject), answeredBy: 'allowed' in check ? 'permission-check' : 'walk' };
  });
  return { subject, verdicts, checkUnavailable: 'unavailable' in check ? check.unavailable : null };
}

/** Whether the person or group may view and edit the page, link by link, with the calls it took. */
export function checkPageAccess(session: ApiSession, pageId: string, subject: PrincipalRef, signal: AbortSignal): Promise<AccessVerdict> {
  return notFoundInWords(pageId, async () => {
    const calls = counted(session);
    const directory = new PrincipalDirectory(calls.session, signal);
    const verdict = await explainAccess(calls.session, directory, await readAccessFacts(calls.session, directory, pageId, signal), subject, signal);
    return { ...verdict, requests: calls.count() };
  });
}
