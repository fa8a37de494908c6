// The Content-Security-Policy sent with every page and script the app serves. Everything comes from
// the app's own origin; nothing inline, nothing eval'd, no network, no plugins, no framing.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // the renderer's build may start its solver worker from a blob: URL made by its own script
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
