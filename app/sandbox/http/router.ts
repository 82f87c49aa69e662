import type { Area, AreaModule, HttpMethod, RouteDef } from '../kit';
import { compilePathTemplate, decodeSegment, matchPathTemplate, type PathTemplate } from './path-template';

interface CompiledRoute {
  def: RouteDef<unknown>;
  template: PathTemplate;
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDef<unknown>; params: Record<string, string> }
  | { kind: 'wrongMethod'; allowed: HttpMethod[] }
  | { kind: 'none' };

/** Each area's paths start with its real prefix, so the prefix alone picks the area. */
const areaPrefixes: [string, Area][] = [
  ['/users/', 'admin'],
  ['/wiki/', 'confluence'],
  ['/rest/api/', 'jira'],
  ['/2.0/', 'bitbucket'],
  // Sandbox-only routes of an area sit under `/_sandbox/<area>/` (see `sandboxOnlyPrefix`).
  ['/_sandbox/bitbucket/', 'bitbucket'],
];

export function areaForPath(path: string): Area | undefined {
  return areaPrefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
}

export class Router {
  private readonly routes = new Map<Area, CompiledRoute[]>();

  constructor(modules: readonly AreaModule<unknown>[]) {
    for (const module of modules) {
      const compiled = module.routes.map((def) => ({ def, template: compilePathTemplate(def.path) }));
      compiled.sort((a, b) => b.template.literalSegments - a.template.literalSegments);
      this.routes.set(module.area, compiled);
    }
  }

  match(area: Area, method: HttpMethod, rawPath: string): RouteMatch {
    const allowed: HttpMethod[] = [];
    for (const { def, template } of this.routes.get(area) ?? []) {
      const raw = matchPathTemplate(template, rawPath);
      if (!raw) continue;
      if (def.method !== method) {
        allowed.push(def.method);
        continue;
      }
      const params = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeSegment(value)]));
      return { kind: 'found', route: def, params };
    }
    return allowed.length > 0 ? { kind: 'wrongMethod', allowed } : { kind: 'none' };
  }
}
