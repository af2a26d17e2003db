vcl 4.1;
# Varnish in front of the site's gateways (Varnish 7.1, vmod_xkey from varnish-modules). The
# gateways are declared in `backends.vcl`, written beside a copy of this file by whoever starts
# Varnish (scripts/cluster/varnish.mjs): one backend per gateway with the probe below, and the
# round-robin director `gateways`. What the gateway sends decides what is kept: Cache-Control
# (s-maxage=30, stale-while-revalidate=30 for pages; private/no-store for previews, drafts, the
# release page and a canary side the gateway decided itself), `Vary` (during a canary, a page that
# composes the canaried remote is kept once per side: the edge's `x-canary-<remote>` request header,
# decision 0010) and the `xkey` tags a content purge, or a release of one remote, names. A kept page stands in for 24 h
# whenever no gateway can render it (stale-if-error: vcl_hit, vcl_backend_error, vcl_synth).

import directors;
import std;
import xkey;

# A gateway that misses 4 of its last 5 health checks (one a second, 2 s each) gets no requests until
# it answers again. Lenient on purpose: a gateway busy rendering answers slowly but is alive, and one
# that died is refused at once, which the retry below covers before any probe notices (and, when every
# gateway died, the kept copy: vcl_synth).
probe gateway_health {
    .url = "/_health";
    .interval = 1s;
    .timeout = 2s;
    .window = 5;
    .threshold = 2;
    .initial = 2;
}

# The gateways (one backend each, in the `gateways` director) and `acl purgers`, who may purge: a
# gateway on this machine by default, the pod network in Kubernetes (scripts/cluster/varnish.mjs).
include "backends.vcl";

sub vcl_recv {
    # `x-stale` is this VCL's own mark between restarts (vcl_hit, vcl_synth): never a visitor's.
    if (req.restarts == 0) {
        unset req.http.x-stale;
    }
    set req.backend_hint = gateways.backend();
    # A gateway's figures are for Prometheus, which scrapes each gateway itself: never through here,
    # where every request reaches a gateway from loopback (docs/decisions/0006). Any spelling the
    # gateway's router would take (its letters percent-encoded too); a spelling this misses still
    # carries Varnish's X-Forwarded-For, which the gateway refuses without a metrics token.
    if (req.url ~ "(?i)^/(m|%6d)(e|%65)(t|%74)(r|%72)(i|%69)(c|%63)(s|%73)(\?|$)") {
        return (synth(404, "Not found"));
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the tags to purge in the xkey-purge header"));
        }
        # A hard purge: the copy is gone, grace and all, so the next request renders afresh and no
        # stale copy of changed content is ever served, not even while every gateway is down.
        # (xkey.softpurge would keep the copy's grace: vcl_hit would serve it stale.)
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The gateway's own paths (previews, the release page, dev overrides), the API and the visitor's
    # own pointer (their canary sides, their field pass) are never kept; they keep their cookies.
    if (req.url ~ "^/(_|api/|remotes\.json(\?|$))") {
        return (pass);
    }
    # A visitor with a preview, a dev override or a release-page session gets answers made for them:
    # straight to a gateway. A canary bucket or field pass is not such a cookie: the side the edge
    # decided is in the `x-canary-<remote>` headers the kept pages vary on, and while no split runs,
    # a bucket changes nothing (a returning visitor gets the shared copy).
    if (req.http.Cookie ~ "(^|;\s*)(site_preview|site_dev_override|release_session)=" || req.http.Authorization) {
        return (pass);
    }
    # No other cookie changes a page (the theme lives in localStorage). The bucket and the field pass
    # go on to a gateway on a miss (not in the hash): where no edge named a side, the gateway decides
    # it from the bucket and answers `private`, so the visitor keeps their side and their session.
    if (req.http.Cookie !~ "(^|;\s*)(site_bucket|site_field)=") {
        unset req.http.Cookie;
    }
    # `traceparent` (the edge's, fresh on every request) goes on to the gateway with the other
    # headers on a miss or a pass, so the gateway's spans join the edge's trace. It is not in the hash
    # (vcl_hash is the built-in: URL and host): a kept page is one copy whichever trace asked for it.
    # Which kept copy may answer is decided in vcl_hit, on the copy's own age. A copy vcl_hit found
    # too old is looked up again without grace (the visitor waits for a fresh render); after that
    # render failed, with all of it (req.grace outlives a restart).
    if (req.http.x-stale == "fetch") {
        set req.grace = 0s;
    } elsif (req.http.x-stale == "serve") {
        set req.grace = 24h;
    }
    return (hash);
}

sub vcl_hit {
    # A kept copy answers while it is fresh; within the stale-while-revalidate the gateway gave it
    # (30 s for pages), while a background fetch renders it again; with every gateway down; and once
    # a fresh render failed (`serve`, from vcl_synth): stale-if-error, up to its 24 h of grace.
    if (obj.ttl + std.duration(obj.http.x-stale-while-revalidate, 0s) > 0s || req.http.x-stale || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    # Older, with a gateway up: a fresh render (looked up again without grace), and this copy stands
    # by should every gateway fail it.
    set req.http.x-stale = "fetch";
    return (restart);
}

sub vcl_pass {
    set req.http.x-cache = "pass";
}

sub vcl_backend_response {
    # A gateway's 5xx never replaces a kept copy (a fetch that delivers kills the copy it refreshes):
    # a background fetch is dropped and the copy stays; a visitor's fetch of a page whose copy stands
    # by (`fetch`, from vcl_hit) fails, and vcl_synth answers with that copy.
    if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.x-stale == "fetch")) {
        return (abandon);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # What the gateway says is not for a shared cache stays out of it (a hit-for-miss marker for 10 s:
    # a page left incomplete at a cold start is asked for again soon).
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # Kept past its age so it can stand in while every gateway is down or failing (vcl_hit). The
    # stale-while-revalidate the gateway gave (Varnish reads it into beresp.grace) is kept with it.
    if (beresp.ttl > 0s) {
        set beresp.http.x-stale-while-revalidate = beresp.grace + "s";
        set beresp.grace = 24h;
    }
    return (deliver);
}

sub vcl_backend_fetch {
    # A retry goes to the gateway after the one that failed (`next_gateway`, in backends.vcl): the
    # shared round robin may hand a dead gateway back until the probes mark it sick.
    if (bereq.retries > 0 && bereq.http.x-failed-gateway) {
        call next_gateway;
    }
    unset bereq.http.x-failed-gateway;
}

sub vcl_backend_error {
    # A gateway died under this request (refused, reset): another one takes it (vcl_backend_fetch).
    if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        set bereq.http.x-failed-gateway = "" + beresp.backend;
        return (retry);
    }
    # Every gateway failed it, before or after the probes noticed. A kept copy stands in: a background
    # fetch is dropped (the copy stays), a visitor's fetch fails over to it in vcl_synth. A page never
    # kept gets Varnish's 503.
    if (bereq.is_bgfetch || bereq.http.x-stale == "fetch") {
        return (abandon);
    }
}

sub vcl_synth {
    # The fresh render of a page whose kept copy stands by failed (vcl_backend_error,
    # vcl_backend_response): looked up again with its whole grace, the copy answers (stale-if-error).
    if (resp.status == 503 && req.http.x-stale == "fetch") {
        set req.http.x-stale = "serve";
        return (restart);
    }
    # A purge's answer is a line of text, not Varnish's error page.
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}

sub vcl_deliver {
    if (req.http.x-cache == "pass") {
        set resp.http.X-Cache = "pass";
    } elsif (obj.uncacheable) {
        set resp.http.X-Cache = "uncacheable";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
    # The tags and the kept stale-while-revalidate are for this cache only.
    unset resp.http.xkey;
    unset resp.http.x-stale-while-revalidate;
    unset resp.http.Via;
}
