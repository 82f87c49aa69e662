/** A `{name}` path pattern compiled to a matcher over the raw (still URI-encoded) path. */
export interface PathTemplate {
  matcher: RegExp;
  paramNames: string[];
  /** Literal segments outrank `{param}` segments when two templates match one path. */
  literalSegments: number;
}

export function compilePathTemplate(template: string): PathTemplate {
  const paramNames: string[] = [];
  const source = template.replace(/\{([^}]+)\}|[^{}]+/g, (whole, name: string | undefined) => {
    if (name === undefined) return whole.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    paramNames.push(name);
    return '([^/]+)';
  });
  const literalSegments = template.split('/').filter((segment) => segment !== '' && !segment.includes('{')).length;
  return { matcher: new RegExp(`^${source}$`), paramNames, literalSegments };
}

/** The raw parameter values of `path` under `template`, or undefined when it does not match. */
export function matchPathTemplate(template: PathTemplate, path: string): Record<string, string> | undefined {
  const match = template.matcher.exec(path);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  template.paramNames.forEach((name, index) => (params[name] = match[index + 1] ?? ''));
  return params;
}

export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
