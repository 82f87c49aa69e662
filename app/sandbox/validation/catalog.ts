import type { Area, HttpMethod } from '../kit';
import { compilePathTemplate, matchPathTemplate, type PathTemplate } from '../http/path-template';
import { isJsonObject, pointerSegment, type JsonObject } from './json';
import { reducedSpecFiles } from './reduced-specs';

/** Which sandbox area answers the operations of each reduced spec file. */
const areaOfSpec: Record<string, Area> = {
  admin: 'admin',
  'confluence-v1': 'confluence',
  'confluence-v2': 'confluence',
  jira: 'jira',
  bitbucket: 'bitbucket',
};

export interface SpecOperation {
  specName: string;
  area: Area;
  method: HttpMethod;
  /** JSON pointer of the operation object inside its spec. */
  pointer: string;
  operation: JsonObject;
  doc: JsonObject;
  /** The spec's path template, e.g. `/wiki/api/v2/pages/{id}`. */
  template: string;
  path: PathTemplate;
}

export interface OperationMatch {
  operation: SpecOperation;
  /** Raw (still URI-encoded) path parameter values. */
  params: Record<string, string>;
}

const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export class SpecCatalog {
  private readonly all: SpecOperation[] = [];

  constructor(specs: Record<string, JsonObject>) {
    for (const [specName, doc] of Object.entries(specs)) {
      const area = areaOfSpec[specName];
      if (!area) continue;
      const paths = isJsonObject(doc.paths) ? doc.paths : {};
      for (const [template, item] of Object.entries(paths)) {
        if (!isJsonObject(item)) continue;
        for (const method of methods) {
          const operation = item[method.toLowerCase()];
          if (!isJsonObject(operation)) continue;
          const pointer = `#/paths/${pointerSegment(template)}/${method.toLowerCase()}`;
          this.all.push({ specName, area, method, template, pointer, operation, doc, path: compilePathTemplate(template) });
        }
      }
    }
    this.all.sort((a, b) => b.path.literalSegments - a.path.literalSegments);
  }

  /** Every operation the reduced specs hold, most literal path first. */
  operations(): readonly SpecOperation[] {
    return this.all;
  }

  /** The spec operation for a concrete request path; Jira's v2 paths are checked against the v3 spec. */
  find(method: string, rawPath: string): OperationMatch | undefined {
    const path = rawPath.replace(/^\/rest\/api\/2\//, '/rest/api/3/');
    for (const operation of this.all) {
      if (operation.method !== method) continue;
      const params = matchPathTemplate(operation.path, path);
      if (params) return { operation, params };
    }
    return undefined;
  }
}

function loadReducedSpecs(): Record<string, JsonObject> {
  const specs: Record<string, JsonObject> = {};
  for (const [name, doc] of Object.entries(reducedSpecFiles)) if (isJsonObject(doc)) specs[name] = doc;
  return specs;
}

let shared: SpecCatalog | undefined;

/** The catalogue of the project's reduced specs (`app/specs`), read once per process. */
export function reducedSpecCatalog(): SpecCatalog {
  shared ??= new SpecCatalog(loadReducedSpecs());
  return shared;
}
