import { expect } from '@playwright/test';
import type { TestGateway } from './testGateway';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  raw: Buffer;
}

/**
 * A request to a gateway as a plain HTTP client sends it (a crawler, a link preview, curl): the HTML
 * as served, no script run, redirects not followed. `headers` replace the default `Accept: text/html`.
 */
export async function ask(
  gateway: Pick<TestGateway, 'app'>,
  url: string,
  { method = 'GET', headers = { accept: 'text/html' }, payload }: { method?: 'GET' | 'POST' | 'HEAD'; headers?: Record<string, string>; payload?: string | object } = {},
): Promise<Answer> {
  const answer = await gateway.app.inject({ method, url, headers, payload });
  return { status: answer.statusCode, headers: answer.headers, body: answer.body, raw: answer.rawPayload };
}

/**
 * Asks until the gateway answers the page from its cache (`x-render-cache: fresh`), and returns that
 * answer: a first render that fell short on a busy machine (built-in copy, `no-store`) is not kept.
 */
export async function untilKept(gateway: Pick<TestGateway, 'app'>, url: string, options?: Parameters<typeof ask>[2]): Promise<Answer> {
  let answer: Answer | undefined;
  await expect.poll(async () => (answer = await ask(gateway, url, options)).headers['x-render-cache'], { message: `${url} kept by the gateway` }).toBe('fresh');
  return answer!;
}

export const titleOf = (body: string) => body.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
export const h1Of = (body: string) => body.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '').trim();
