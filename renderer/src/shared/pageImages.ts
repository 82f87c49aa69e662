/**
 * The origins this page load may show images from, as the server wrote them into index.html beside the
 * Content Security Policy. A picture from anywhere else would only be refused by the policy, so the
 * screens draw initials instead of asking (a connection saved after the window loaded counts from the
 * next start). Without the list (the development server), every https or loopback picture is tried.
 */
let allowed: ReadonlySet<string> | null | undefined;

function allowedOrigins(): ReadonlySet<string> | null {
  if (allowed !== undefined) return allowed;
  const content = document.querySelector<HTMLMetaElement>('meta[name="orgdesk-image-sources"]')?.content ?? '';
  allowed = content.startsWith('__') ? null : new Set(content.split(' ').filter(Boolean));
  return allowed;
}

export function isAllowedImage(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  const origins = allowedOrigins();
  return origins === null ? /^https?:$/.test(url.protocol) : origins.has(url.origin);
}
