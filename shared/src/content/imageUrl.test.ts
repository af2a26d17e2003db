import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageOrigin, imageUrl, responsiveImage } from './imageUrl';

const image = { asset: { _ref: 'image-4fd2ef9a55976023ddf08713c47bb13dff2de427-1200x630-webp' }, alt: 'Chart' };

describe('imageUrl', () => {
  it('asks the image service for the size, cropped, in the best format the browser takes', () => {
    const url = new URL(imageUrl(image, 800, 420)!);
    expect(url.pathname).toMatch(/\/4fd2ef9a55976023ddf08713c47bb13dff2de427-1200x630\.webp$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '800', h: '420', fit: 'crop', auto: 'format' });
  });

  it('cuts every rendition from the editor\'s crop, around the hotspot', () => {
    // Keep the right half of a 1200x630 image; the hotspot at its right edge.
    const edited = { ...image, crop: { top: 0, bottom: 0, left: 0.5, right: 0 }, hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } };
    const square = new URL(imageUrl(edited, 300, 300)!);
    // A 600x630 crop, cut to a square of 600 px at the right: x from 600 to 1200, y centred.
    expect(square.searchParams.get('rect')).toBe('600,15,600,600');
    expect(Object.fromEntries(square.searchParams)).toMatchObject({ w: '300', h: '300' });
    for (const entry of responsiveImage(edited, 1, 800)!.srcSet!.split(', ')) {
      expect(new URL(entry.split(' ')[0]).searchParams.get('rect')).toBe('600,15,600,600');
    }
    // Without a crop the same box is cut from the whole image, centred.
    expect(new URL(imageUrl(image, 300, 300)!).searchParams.get('rect')).toBe('285,0,630,630');
  });

  it('gives the asset\'s LQIP as the placeholder, and nothing else', () => {
    const lqip = 'data:image/jpeg;base64,/9j/AAAA';
    expect(responsiveImage({ ...image, asset: { ...image.asset, metadata: { lqip } } }, 1200 / 630, 800)?.placeholder).toBe(lqip);
    expect(responsiveImage({ ...image, asset: { ...image.asset, metadata: { lqip: 'javascript:alert(1)' } } }, 1200 / 630, 800)?.placeholder).toBeUndefined();
    expect(responsiveImage(image, 1200 / 630, 800)?.placeholder).toBeUndefined();
  });

  it('comes from the origin the page preconnects to', () => {
    expect(new URL(imageUrl(image, 400, 210)!).origin).toBe(imageOrigin());
  });

  it('passes a bundled file through and gives nothing for a missing image', () => {
    expect(imageUrl('/assets/hero.svg', 800, 420)).toBe('/assets/hero.svg');
    expect(imageUrl(undefined, 800, 420)).toBeUndefined();
    expect(imageUrl({ alt: 'no asset' }, 800, 420)).toBeUndefined();
  });

  it('fits a seal or logo inside the box, keeping its proportions, when asked to', () => {
    const url = new URL(imageUrl(image, 480, 192, 'max')!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '480', h: '192', fit: 'max' });
    // Nothing cut out of it first: the whole image goes into the box.
    expect(url.searchParams.has('rect')).toBe(false);
  });

  it('never asks the image service for an image without both a width and a height (spec: width and height parameters)', () => {
    const byId = { asset: { _id: 'image-4fd2ef9a55976023ddf08713c47bb13dff2de427-1200x630-webp' } };
    const urls = [
      imageUrl(image, 800, 420),
      imageUrl(byId, 400, 400),
      imageUrl(image, 480, 192, 'max'),
      ...responsiveImage(image, 1200 / 630, 1600)!.srcSet!.split(', ').map((entry) => entry.split(' ')[0]),
      responsiveImage(byId, 16 / 9, 960)!.src,
    ];
    for (const url of urls) {
      const params = new URL(url!).searchParams;
      expect(Number(params.get('w')), url).toBeGreaterThan(0);
      expect(Number(params.get('h')), url).toBeGreaterThan(0);
    }
  });
});

describe('responsiveImage', () => {
  it('offers every width up to the largest the layout needs, each at the same aspect ratio', () => {
    const { src, srcSet } = responsiveImage(image, 1200 / 630, 1200)!;
    const candidates = srcSet!.split(', ').map((entry) => entry.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w', '1200w']);
    for (const [url, width] of candidates) {
      const params = new URL(url).searchParams;
      expect(`${params.get('w')}w`).toBe(width);
      expect(Number(params.get('h'))).toBe(Math.round(Number(params.get('w')) / (1200 / 630)));
    }
    expect(new URL(src).searchParams.get('w')).toBe('1200');
    expect(IMAGE_WIDTHS).toContain(1600);
  });

  it('ends the widths at the largest the layout needs, even between two steps', () => {
    const { srcSet } = responsiveImage(image, 16 / 9, 960)!;
    expect(srcSet!.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '960w']);
  });

  it('gives a bundled file as it is, with no srcset, and nothing for no image', () => {
    expect(responsiveImage('/assets/post.webp', 1.9, 1200)).toEqual({ src: '/assets/post.webp' });
    expect(responsiveImage(undefined, 1.9, 1200)).toBeUndefined();
  });
});
