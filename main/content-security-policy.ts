/**
 * Sent with every page and asset of the packaged renderer. Emotion (MUI's styling engine) injects
 * `<style>` tags at run time, hence the inline styles; scripts stay strictly same-origin and never eval.
 * Avatars come from Atlassian's CDNs over https. All data goes through IPC, so `connect-src` stays 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
