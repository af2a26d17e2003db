import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LOAD_DELAY_MS, whenPageSettled } from './ChatWidgetSlot';

describe('when the chat widget loads', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  const settled = () => {
    const state = { settled: false };
    void whenPageSettled().then(() => (state.settled = true));
    return state;
  };

  it('a few seconds after the page has loaded, for a visitor who does nothing', async () => {
    const state = settled();
    await vi.advanceTimersByTimeAsync(CHAT_LOAD_DELAY_MS - 100);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(state.settled).toBe(true);
  });

  it('as soon as the visitor starts using the page, once that interaction has painted', async () => {
    const state = settled();
    await vi.advanceTimersByTimeAsync(200);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(0);
    // Not in the task of the interaction, nor before its frame.
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(17);
    expect(state.settled).toBe(true);
  });
});
