import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import { adaptOpenApiSchema } from './schema-adapt';
import { isJsonObject, type JsonObject } from './json';

// ajv-formats ships CommonJS; under ESM interop its plugin may sit on `default`.
const addFormats: (ajv: Ajv) => unknown =
  'default' in addFormatsPlugin && typeof addFormatsPlugin.default === 'function' ? addFormatsPlugin.default : addFormatsPlugin;

export interface SchemaCheck {
  valid: boolean;
  errors: ErrorObject[];
}

/** Compiles schemas of one spec document on demand, by JSON pointer, and caches them. */
export class SpecSchemas {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly id: string;

  constructor(specName: string, doc: JsonObject) {
    this.id = `https://sandbox.orgdesk.invalid/specs/${specName}.json`;
    this.ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateFormats: true });
    addFormats(this.ajv);
    const adapted = adaptOpenApiSchema(doc);
    if (!isJsonObject(adapted)) throw new Error(`${specName}: spec is not an object`);
    this.ajv.addSchema({ ...adapted, $id: this.id });
  }

  check(pointer: string, value: unknown): SchemaCheck {
    return this.run(pointer, () => this.ajv.compile({ $ref: `${this.id}${pointer}` }), value);
  }

  /** A schema of our own (no references into the spec). */
  checkStandalone(schema: JsonObject, value: unknown): SchemaCheck {
    return this.run(JSON.stringify(schema), () => this.ajv.compile(schema), value);
  }

  private run(cacheKey: string, compile: () => ValidateFunction, value: unknown): SchemaCheck {
    let validate = this.compiled.get(cacheKey);
    if (!validate) {
      validate = compile();
      this.compiled.set(cacheKey, validate);
    }
    const valid = validate(value);
    return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
  }
}

const bySpec = new Map<string, SpecSchemas>();

export function schemasFor(specName: string, doc: JsonObject): SpecSchemas {
  let schemas = bySpec.get(specName);
  if (!schemas) {
    schemas = new SpecSchemas(specName, doc);
    bySpec.set(specName, schemas);
  }
  return schemas;
}
