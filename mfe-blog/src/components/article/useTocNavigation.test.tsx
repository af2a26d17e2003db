import { act, fireEvent, render, screen } from '@site/shared/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TocEntry } from './toc';
import { HIGHLIGHT_ATTR, HIGHLIGHT_MS, useTocNavigation } from './useTocNavigation';

const entries: TocEntry[] = [
  { id: 'identity-first', text: 'Identity first', level: 0 },
  { id: 'then-devices', text: 'Then devices', level: 0 },
];

/**
 * The hook as the article page uses it: headings in the body, a list of links that call `goTo`.
 * `renderCost` stands for a long article re-rendering on a busy machine: each render with a new
 * active entry takes that long on the (fake) clock.
 */
function Article({ renderCost = 0 }: { renderCost?: number }) {
  const { activeId, goTo } = useTocNavigation(entries);
  if (renderCost) vi.advanceTimersByTime(renderCost);
  return (
    <>
      <nav>
        {entries.map((entry) => (
          <a key={entry.id} href={`#${entry.id}`} aria-current={entry.id === activeId ? 'location' : undefined} onClick={(event) => (event.preventDefault(), goTo(entry))}>
            {entry.text}
          </a>
        ))}
      </nav>
      {entries.map((entry) => (
        <h2 key={entry.id} id={entry.id}>
          {entry.text}
        </h2>
      ))}
    </>
  );
}

const heading = (id: string) => document.getElementById(id)!;
const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The heading keeps its highlight for the full 2 s from now: still there at 1.9 s, gone at 2 s. */
const expectHighlightForTwoSeconds = (id: string) => {
  advance(1900);
  expect(heading(id)).toHaveAttribute(HIGHLIGHT_ATTR, 'true');
  advance(100);
  expect(heading(id)).not.toHaveAttribute(HIGHLIGHT_ATTR);
};

// The reader is at the top: the first heading is above the active line, the second far below it.
const tops: Record<string, number> = { 'identity-first': 100, 'then-devices': 900 };

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ y: tops[this.id] ?? 0, height: 30, width: 600 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useTocNavigation', () => {
  it('highlights a clicked heading for 2 s, and it is still highlighted at 1.9 s', () => {
    expect(HIGHLIGHT_MS).toBe(2000);
    render(<Article />);
    expect(screen.getByRole('link', { name: 'Identity first' })).toHaveAttribute('aria-current', 'location');
    click('Then devices');
    expect(heading('then-devices')).toHaveAttribute(HIGHLIGHT_ATTR, 'true');
    expect(screen.getByRole('link', { name: 'Then devices' })).toHaveAttribute('aria-current', 'location');
    expectHighlightForTwoSeconds('then-devices');
  });

  it('counts the 2 s from when the highlight is rendered, so a slow render does not shorten it', () => {
    const { rerender } = render(<Article />);
    rerender(<Article renderCost={500} />);
    // The click changes the active entry, so the article renders again before the highlight shows.
    click('Then devices');
    // The click's render took 500 ms; the reader still gets the full 2 s from then on.
    expectHighlightForTwoSeconds('then-devices');
  });

  // A second click 1.5 s after the first, on another heading or on the same one.
  it.each([
    { first: 'Identity first', behaviour: 'moves the highlight to the next heading clicked, which gets a full 2 s of its own' },
    { first: 'Then devices', behaviour: 'starts afresh when the same heading is clicked again' },
  ])('$behaviour', ({ first }) => {
    render(<Article />);
    click(first);
    advance(1500);
    click('Then devices');
    expect(heading('identity-first')).not.toHaveAttribute(HIGHLIGHT_ATTR);
    expect(heading('then-devices')).toHaveAttribute(HIGHLIGHT_ATTR, 'true');
    expectHighlightForTwoSeconds('then-devices');
  });

  it('takes the highlight off when the article goes away', () => {
    const { unmount } = render(<Article />);
    const target = heading('then-devices');
    click('Then devices');
    unmount();
    expect(target).not.toHaveAttribute(HIGHLIGHT_ATTR);
  });
});
