import type { Person } from '../../kit';
import type { Workspace } from './state';

/** What an event is about: the repository it happened in and who did it. */
export interface EventSubject {
  workspace: Workspace;
  repository: string;
  actor: Person;
  /** ISO time of the event. */
  at: string;
}

const user = (person: Person) => ({ type: 'user', display_name: person.displayName, account_id: person.accountId, nickname: person.nickname });

function repositoryOf(subject: EventSubject) {
  const fullName = `${subject.workspace.slug}/${subject.repository}`;
  return {
    type: 'repository',
    name: subject.repository,
    full_name: fullName,
    workspace: { type: 'workspace', slug: subject.workspace.slug, name: subject.workspace.name, uuid: subject.workspace.uuid },
    links: { html: { href: `https://bitbucket.org/${fullName}` } },
  };
}

/** The part of the payload that depends on the kind of event, in the shape Bitbucket uses for it. */
function eventPart(event: string, subject: EventSubject): Record<string, unknown> {
  const [category] = event.split(':');
  const author = user(subject.actor);
  switch (category) {
    case 'pullrequest':
      return {
        pullrequest: {
          type: 'pullrequest',
          id: 42,
          title: 'Tidy up the release script',
          state: event === 'pullrequest:fulfilled' ? 'MERGED' : event === 'pullrequest:rejected' ? 'DECLINED' : 'OPEN',
          author,
          source: { branch: { name: 'feature/release-script' } },
          destination: { branch: { name: 'main' } },
          created_on: subject.at,
          updated_on: subject.at,
        },
      };
    case 'issue':
      return { issue: { type: 'issue', id: 7, title: 'Build fails on a fresh clone', state: 'new', reporter: author, created_on: subject.at } };
    case 'project':
      return { project: { type: 'project', key: 'CORE', name: 'Core services', updated_on: subject.at } };
    case 'pipeline':
      return { pipeline_span: { name: 'build', started_on: subject.at, state: 'COMPLETED' } };
    default:
      if (event === 'repo:push') {
        return {
          push: {
            changes: [
              {
                new: { type: 'branch', name: 'main', target: { type: 'commit', hash: 'a1b2c3d4e5f6', message: 'Update the changelog', date: subject.at } },
                old: { type: 'branch', name: 'main', target: { type: 'commit', hash: 'f6e5d4c3b2a1', date: subject.at } },
                created: false,
                closed: false,
                forced: false,
              },
            ],
          },
        };
      }
      return {};
  }
}

/** A delivery body for `event`: the actor, the repository (except for project events) and the event's own part. */
export function eventPayload(event: string, subject: EventSubject): Record<string, unknown> {
  const base: Record<string, unknown> = { actor: user(subject.actor) };
  if (!event.startsWith('project:')) base.repository = repositoryOf(subject);
  return { ...base, ...eventPart(event, subject) };
}
