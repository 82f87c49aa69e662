import type { Area, AreaModule, SandboxCredentials, Scale, Site, World } from '../kit';
import { deriveCredentials } from './credentials';
import { nameOffboardingCast } from './offboarding-cast';
import { generatePeople } from './people';
import { createRng } from './rng';
import { stagingPeople, WORKSPACE_OF_SITE } from './staging';

export interface WorldSpec {
  seed: string;
  scale: Scale;
  now: string;
  /** Makes this world the staging site of the production world with this seed (its people overlap that world's). */
  stagingOf?: string;
}

const siteOf = (world: Pick<World, 'stagingOf'>): Site => (world.stagingOf === undefined ? 'production' : 'staging');

function adminOf(world: Pick<World, 'people' | 'adminAccountId'>) {
  const admin = world.people.find((person) => person.accountId === world.adminAccountId);
  if (!admin) throw new Error('the world has no org admin');
  return admin;
}

export function credentialsFor(world: World): SandboxCredentials {
  return deriveCredentials(createRng(world.seed).fork('credentials'), adminOf(world), WORKSPACE_OF_SITE[siteOf(world)].slug);
}

/** The people of a production world, named as it names them. */
function productionPeople(seed: string, scale: Scale, now: string) {
  const people = generatePeople(createRng(seed).fork('people'), scale, now);
  nameOffboardingCast(people);
  return people;
}

/** Builds the whole world from a seed; the same spec always gives the same world. */
export function createWorld(spec: WorldSpec, modules: readonly AreaModule<unknown>[]): World {
  const root = createRng(spec.seed);
  const site = siteOf(spec);
  const people =
    spec.stagingOf === undefined ? productionPeople(spec.seed, spec.scale, spec.now) : stagingPeople(productionPeople(spec.stagingOf, spec.scale, spec.now), root.fork('people'), spec.now);
  const admin = people[0];
  if (!admin) throw new Error('no people generated');
  const credentials = deriveCredentials(root.fork('credentials'), admin, WORKSPACE_OF_SITE[site].slug);
  const areas: Partial<Record<Area, unknown>> = {};
  for (const module of modules) {
    areas[module.area] = module.generate({
      seed: spec.seed,
      scale: spec.scale,
      rng: root.fork(`area:${module.area}`),
      people,
      adminAccountId: admin.accountId,
      now: spec.now,
      credentials,
      site,
    });
  }
  const world: World = { seed: spec.seed, scale: spec.scale, now: spec.now, adminAccountId: admin.accountId, people, areas };
  // Left out of a production world, so its saved file reads exactly as before there were two sites.
  if (spec.stagingOf !== undefined) world.stagingOf = spec.stagingOf;
  return world;
}
