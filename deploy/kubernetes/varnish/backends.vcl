# Written by scripts/cluster/varnish.mjs at each start.
backend gateway0 {
    .host = "gateway";
    .port = "8080";
    .probe = gateway_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

# Who may purge (a gateway's content webhook or release switch).
acl purgers {
    "10.0.0.0"/8;
}

sub vcl_init {
    new gateways = directors.round_robin();
    gateways.add_backend(gateway0);
}

sub next_gateway {
    if (bereq.http.x-failed-gateway == "gateway0") { set bereq.backend = gateway0; }
}
