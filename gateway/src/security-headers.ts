// The security headers on every answer, pages included (helmet). The Content-Security-Policy is the
// second wall behind sanitizing on write: even markup that slipped through could not run script
// that is not one of our own files (e2e/xss.test.ts checks that no payload runs and none is
// reported as a violation). Page serving may add nonces or hashes here, in one place.
import helmet from 'helmet';

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:', 'https:'],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // Plain-http installs (localhost, LAN) must keep working; HTTPS deployments set HSTS anyway.
        'upgrade-insecure-requests': null,
      },
    },
    // YouTube embeds refuse to play without knowing the embedding origin; no path leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
