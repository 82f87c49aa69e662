import type { Area, AreaModule, SandboxCredentials, Scale, World } from '../kit';
import { deriveCredentials } from './credentials';
import { nameOffboardingCast } from './offboarding-cast';
import { generatePeople } from './people';
import { createRng } from './rng';

export interface WorldSpec {
  seed: string;
  scale: Scale;
  now: string;
}

function adminOf(world: Pick<World, 'people' | 'adminAccountId'>) {
  const admin = world.people.find((person) => person.accountId === world.adminAccountId);
  if (!admin) throw new Error('the world has no org admin');
  return admin;
}

export function credentialsFor(world: World): SandboxCredentials {
  return deriveCredentials(createRng(world.seed).fork('credentials'), adminOf(world));
}

/** Builds the whole world from a seed; the same spec always gives the same world. */
export function createWorld(spec: WorldSpec, modules: readonly AreaModule<unknown>[]): World {
  const root = createRng(spec.seed);
  const people = generatePeople(root.fork('people'), spec.scale, spec.now);
  nameOffboardingCast(people);
  const admin = people[0];
  if (!admin) throw new Error('no people generated');
  const credentials = deriveCredentials(root.fork('credentials'), admin);
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
    });
  }
  return { seed: spec.seed, scale: spec.scale, now: spec.now, adminAccountId: admin.accountId, people, areas };
}
