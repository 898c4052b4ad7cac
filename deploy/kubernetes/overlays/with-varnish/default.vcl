# Savepoint behind Varnish (docs/decisions/0014-edge-cache-and-purge.md).
#
# What it does:
#  - caches what the gateway marks shareable (Cache-Control: public, s-maxage=…); everything else,
#    and every request that is someone's (a staff or member cookie, Authorization) or for one person
#    (previews, the account, sign-in…), goes straight through and is never stored. Who is who is
#    @savepoint/audience's rule, generated into the block marked "audience" below
#    (docs/decisions/0020-audience-policy.md);
#  - one cache entry per page whatever tracking parameters (utm_*, gclid, fbclid, …) a link carries;
#  - tags every object with the surrogate keys the gateway sends (xkey, Surrogate-Key or Cache-Tag)
#    so the worker purges exactly what a change touches: `PURGE` with an `xkey-purge: k1 k2` header
#    (a soft purge), or `xkey-purge: *` for everything, on the `purge` listener only and with the
#    shared secret (X-Purge-Secret, the worker's EDGE_PURGE_SECRET, read from the file below);
#  - serves stale pages while the gateway is down or failing (grace, up to stale-if-error), and a
#    clear 503 page to anything that cannot be served from the cache;
#  - passes Server-Sent Events and WebSocket upgrades through untouched.
# deploy/kubernetes/overlays/with-varnish: generated from deploy/varnish/default.vcl by npm run build
# (scripts/generate-vcl.mjs) with the gateway Service as backend; the purge secret is mounted there.
vcl 4.1;

import std;
import xkey;

backend gateway {
    .host = "savepoint-gateway";
    .port = "8080";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 500ms;
        .window = 3;
        .threshold = 2;
        # Healthy until the probes say otherwise: a Varnish started before the gateway fetches at once.
        .initial = 2;
    }
}

sub vcl_recv {
    # Purges: by key (the worker's adapter, graph/src/modules/edge) or everything (an admin's action).
    # Never trusted by address (behind an Ingress every request comes from the Ingress' pod): only on
    # the `purge` listener (varnishd -a purge=…; in Kubernetes only the worker's pods may reach it)
    # and only with the secret the worker shares (at least 32 characters).
    if (req.method == "PURGE") {
        if (local.socket != "purge"
            || req.http.X-Purge-Secret !~ "^.{32,}$"
            || req.http.X-Purge-Secret != regsub(std.fileread("/etc/savepoint/edge-purge-secret"), "\s+$", "")) {
            return (synth(403, "Purging is not allowed"));
        }
        unset req.http.X-Purge-Secret;
        if (!req.http.xkey-purge) {
            return (synth(400, "Missing xkey-purge header"));
        }
        # Everything: every shared object carries the key `all` (gateway/src/edge/shared-caching.ts).
        if (req.http.xkey-purge == "*") {
            set req.http.xkey-purge = "all";
        }
        # Soft: the objects expire now but stay in grace, so an origin outage right after a change
        # still has them to serve; while the gateway is healthy nobody gets them (req.grace below).
        set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }

    # The purge listener is for purges alone.
    if (local.socket == "purge") {
        return (synth(405, "Only PURGE is answered here"));
    }

    # Live traffic is never buffered or cached.
    if (req.http.Upgrade ~ "(?i)websocket") {
        return (pipe);
    }
    if (req.http.Accept ~ "text/event-stream") {
        return (pass);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # An absolute-form target (GET http://host/path) is judged, and sent on, by its path alone.
    set req.url = regsub(req.url, "^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*", "");
    # The social web (docs/decisions/0025): WebFinger, NodeInfo and ActivityPub reach graph exactly
    # as sent (a signed fetch covers the path and query, which the rewriting below would change).
    if (req.url ~ "^/(\.well-known/(webfinger|nodeinfo)|nodeinfo/|ap/)") {
        return (pass);
    }
    # BEGIN audience: generated from @savepoint/audience (packages/audience/src/vcl.ts) by npm run build; do not edit.
    # Someone's request (a token, a staff or member cookie), a path for one person in any letter case
    # (a private page under an edition's prefix too),
    # or a spelling the gateway answers with a redirect to the one spelling (repeated or trailing
    # slashes, percent-encoded letters): passed, never answered from the cache nor kept in it.
    if (req.http.Authorization
        || req.http.Cookie ~ "(^|;)\s*(savepoint\.sid|savepoint_signed_in|savepoint\.member|savepoint_member)\s*="
        || req.url ~ "(?i)^/(preview|account|newsletter|api/auth|api/preview|api/members|api/newsletter|graphql|admin|collab)(/|\?|$)"
        || req.url ~ "(?i)^/[a-z0-9]+(-[a-z0-9]+)*/(preview|account|newsletter)(/|\?|$)"
        || req.url ~ "^[^?]*(//|%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[Dd]|5[Ff]|7[Ee]))"
        || req.url ~ "^[^?]+/(\?|$)") {
        return (pass);
    }
    # END audience

    # Tracking parameters never split the cache (nor reach the gateway).
    if (req.url ~ "[?&](utm_[a-z_]+|gclid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|yclid)=") {
        set req.url = regsuball(req.url, "([?&])(utm_[a-z_]+|gclid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|yclid)=[^&]*", "\1");
        set req.url = regsuball(req.url, "&&+", "&");
        set req.url = regsub(req.url, "\?&+", "?");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    set req.url = std.querysort(req.url);

    # Anything else a browser sends as cookies (the device cookie, third-party analytics) changes
    # nothing in a public answer.
    unset req.http.Cookie;
    set req.http.X-Edge-Cacheable = "1";

    # A healthy gateway: nothing stale, so a purged page is fetched again at once (a change shows
    # on the next request). A sick one, or a fetch that just failed (restart below): anything kept,
    # up to its grace (stale-if-error).
    if (req.restarts > 0) {
        # req.* outlives a restart: lift the first pass's limit (each object's own grace still holds).
        set req.grace = 3650d;
    } else if (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_pipe {
    if (req.http.Upgrade) {
        set bereq.http.Upgrade = req.http.Upgrade;
        set bereq.http.Connection = req.http.Connection;
    }
}

sub vcl_backend_response {
    # Server-Sent Events stream as they come and are never kept.
    if (beresp.http.Content-Type ~ "text/event-stream") {
        set beresp.do_stream = true;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The gateway names what each answer shows; xkey reads its own header.
    if (!beresp.http.xkey && beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    if (!beresp.http.xkey && beresp.http.Cache-Tag) {
        set beresp.http.xkey = regsuball(beresp.http.Cache-Tag, "\s*,\s*", " ");
    }
    # Only what the gateway calls public and shareable is kept (s-maxage, no Set-Cookie).
    if (bereq.http.X-Edge-Cacheable && beresp.http.Cache-Control ~ "(?i)\bpublic\b" && beresp.http.Cache-Control ~ "s-maxage=" && !beresp.http.Set-Cookie) {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 1d);
        set beresp.keep = 0s;
        return (deliver);
    }
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        # A failed background refresh keeps the stale object.
        return (abandon);
    }
    # Nothing else is kept (not even what the built-in rules would keep for max-age or by default),
    # nor remembered as uncacheable: such a marker would be fresher than a stale copy the grace
    # path needs when the gateway goes down.
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
}

sub vcl_backend_error {
    # The gateway is down or timed out. Cacheable requests are restarted once to take a stale copy;
    # this page is what is left (signed-in work, pages never cached).
    # Never kept: it must not shadow the stale copy the restart looks for.
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    set beresp.uncacheable = true;
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    synthetic({"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Savepoint is briefly unavailable</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Savepoint is briefly unavailable</h1>
<p>The site's servers are not answering right now. Pages readers have already opened keep being served;
signing in, editing and pages not seen before need the servers and will be back shortly.</p>
<p>Nothing you saved before this message has been lost. Please try again in a minute.</p>
</body></html>
"});
    return (deliver);
}

sub vcl_deliver {
    # The origin failed on a cache miss: look again, accepting any stale copy still kept.
    if (resp.status >= 500 && req.restarts == 0 && req.http.X-Edge-Cacheable) {
        return (restart);
    }
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Keys are for caches, not for readers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}

sub vcl_synth {
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        synthetic(resp.reason + {"
"});
        return (deliver);
    }
}
