// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { withoutHopByHop } from './hopByHop.mjs';

describe('withoutHopByHop', () => {
  it('drops the connection-level headers, Proxy-* and every header Connection names, keeping the rest', () => {
    expect(
      withoutHopByHop({
        connection: 'keep-alive, X-Session-Hint , x-other',
        'keep-alive': 'timeout=72',
        'proxy-authorization': 'Basic abc',
        'proxy-authenticate': 'Basic',
        'proxy-connection': 'keep-alive',
        te: 'trailers',
        trailer: 'x-checksum',
        'transfer-encoding': 'chunked',
        upgrade: 'h2c',
        'x-session-hint': 'drop me',
        'X-Other': 'drop me too',
        'content-type': 'application/json',
        'content-length': '12',
        'retry-after': '10',
      }),
    ).toEqual({ 'content-type': 'application/json', 'content-length': '12', 'retry-after': '10' });
  });
});
