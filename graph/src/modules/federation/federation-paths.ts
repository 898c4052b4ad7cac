/** The paths other servers use; everything under them is the federation's and never cached. */
export const FEDERATION_PATHS = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/', '/ap/'] as const;
