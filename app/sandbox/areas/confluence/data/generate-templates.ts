import { allocateId } from '../state';
import type { GenerationScope } from './scope';

const PAGE_TEMPLATES = [
  { name: 'Team meeting agenda', description: 'Agenda, attendees and action items.', labels: ['meeting-notes'] },
  { name: 'Incident review', description: 'Timeline, impact, causes and follow-ups.', labels: ['runbook'] },
  { name: 'Policy page', description: 'A policy with owner, scope and review date.', labels: ['policy'] },
] as const;

const BLUEPRINTS = [
  { name: 'Meeting notes', moduleKey: 'meeting-notes-item', pluginKey: 'com.atlassian.confluence.plugins.confluence-business-blueprints' },
  { name: 'Decision', moduleKey: 'decisions-blueprint', pluginKey: 'com.atlassian.confluence.plugins.confluence-business-blueprints' },
  { name: 'Retrospective', moduleKey: 'retrospectives-blueprint', pluginKey: 'com.atlassian.confluence.plugins.confluence-software-blueprints' },
] as const;

function templateBody(name: string): string {
  return `<h1>${name}</h1><p><at:var at:name="owner" /> owns this page.</p><h2>Details</h2><p>Fill in the details.</p>`;
}

/** A site template the staging site has and production lacks: what a copy of templates is tried with. */
export const STAGING_ONLY_TEMPLATE = { name: 'Post-incident review', description: 'What happened, the impact, why, and what changes now.', labels: ['runbook', 'incident'] } as const;

export function seedStagingTemplates(scope: GenerationScope): void {
  const templateId = allocateId(scope.state);
  scope.state.templates[templateId] = {
    templateId,
    name: STAGING_ONLY_TEMPLATE.name,
    description: STAGING_ONLY_TEMPLATE.description,
    templateType: 'page',
    body: templateBody(STAGING_ONLY_TEMPLATE.name),
    labels: [...STAGING_ONLY_TEMPLATE.labels],
    spaceKey: null,
    blueprint: null,
  };
}

/** Global page templates, one per space, and three global blueprint templates. */
export function generateTemplates(scope: GenerationScope): void {
  const { state, rng } = scope;
  const add = (spaceKey: string | null, template: (typeof PAGE_TEMPLATES)[number]): void => {
    const templateId = allocateId(state);
    state.templates[templateId] = {
      templateId,
      name: spaceKey === null ? template.name : `${spaceKey} ${template.name.toLowerCase()}`,
      description: template.description,
      templateType: 'page',
      body: templateBody(template.name),
      labels: [...template.labels],
      spaceKey,
      blueprint: null,
    };
  };
  for (const template of PAGE_TEMPLATES) add(null, template);
  for (const space of Object.values(state.spaces)) add(space.key, rng.pick(PAGE_TEMPLATES));
  for (const blueprint of BLUEPRINTS) {
    const templateId = allocateId(state);
    const body = templateBody(blueprint.name);
    state.templates[templateId] = {
      templateId,
      name: blueprint.name,
      description: `Blueprint: ${blueprint.name.toLowerCase()}`,
      templateType: 'page',
      body,
      labels: [],
      spaceKey: null,
      blueprint: { pluginKey: blueprint.pluginKey, moduleKey: blueprint.moduleKey, originalBody: body },
    };
  }
}
