import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredImage } from './DeferredImage';

const PLACEHOLDER = 'data:image/jpeg;base64,/9j/AAAA';
const image = (
  <DeferredImage src="https://cdn.example/card.webp?w=1200" srcSet="https://cdn.example/card.webp?w=400 400w" sizes="100vw" placeholder={PLACEHOLDER} alt="A card" width={1200} height={630} />
);

describe('DeferredImage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('arrives in the HTML showing its placeholder, the image itself only in <noscript> for a browser without scripts', () => {
    // DOMParser parses as a browser with JavaScript off does: <noscript> holds markup, not text.
    const host = new DOMParser().parseFromString(renderToString(image), 'text/html');
    const waiting = host.querySelector('img');
    expect(waiting?.getAttribute('src')).toBe(PLACEHOLDER);
    expect(waiting?.hasAttribute('srcset')).toBe(false);
    expect(waiting?.getAttribute('alt')).toBe('A card');
    const fallback = host.querySelector('noscript img');
    expect(fallback?.getAttribute('src')).toBe('https://cdn.example/card.webp?w=1200');
    expect(fallback?.getAttribute('srcset')).toBe('https://cdn.example/card.webp?w=400 400w');
    expect(fallback?.getAttribute('loading')).toBe('lazy');
  });

  it('asks for the image once hydrated, with no mismatch, and leaves one lazy image', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, image, { onRecoverableError: (error) => errors(error) });
    });
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('https://cdn.example/card.webp?w=1200');
    expect(images[0].getAttribute('srcset')).toBe('https://cdn.example/card.webp?w=400 400w');
    expect(images[0].getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('noscript')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
