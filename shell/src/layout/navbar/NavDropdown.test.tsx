import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavDropdown } from './NavDropdown';

const links = [
  { label: 'All services', href: '/services' },
  {
    label: 'Governance & Advisory',
    href: '/services#category-governance',
    divider: true,
    items: [
      { label: 'Advisory Services', href: '/advisory' },
      { label: 'Audit Services', href: '/audit' },
    ],
  },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDropdown() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <NavDropdown label="Services" links={links} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Services' });
}

// jsdom computes no layout: "open" is the state the CSS shows (data-open, aria-expanded).
const isOpen = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded') === 'true';
const mouse = { pointerType: 'mouse' };

describe('NavDropdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens when the mouse enters, is still open 99 ms after it leaves and closed at 100 ms', () => {
    const trigger = renderDropdown();
    const anchor = trigger.parentElement!;
    fireEvent.pointerEnter(anchor, mouse);
    expect(isOpen(trigger)).toBe(true);
    expect(anchor).toHaveAttribute('data-open');
    fireEvent.pointerLeave(anchor, mouse);
    act(() => vi.advanceTimersByTime(99));
    expect(isOpen(trigger)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen(trigger)).toBe(false);
    expect(anchor).not.toHaveAttribute('data-open');
  });

  it('stays open when the mouse comes back within the delay', () => {
    const trigger = renderDropdown();
    const anchor = trigger.parentElement!;
    fireEvent.pointerEnter(anchor, mouse);
    fireEvent.pointerLeave(anchor, mouse);
    act(() => vi.advanceTimersByTime(60));
    fireEvent.pointerEnter(anchor, mouse);
    act(() => vi.advanceTimersByTime(500));
    expect(isOpen(trigger)).toBe(true);
  });

  it('a tap toggles it; a tap outside closes it', () => {
    const trigger = renderDropdown();
    fireEvent.click(trigger);
    expect(isOpen(trigger)).toBe(true);
    fireEvent.click(trigger);
    expect(isOpen(trigger)).toBe(false);
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(isOpen(trigger)).toBe(false);
  });

  describe('by keyboard', () => {
    beforeEach(() => vi.useRealTimers());

    it('arrows move through the links and into a category, Escape closes and returns focus', async () => {
      const user = userEvent.setup();
      const trigger = renderDropdown();
      trigger.focus();
      await user.keyboard('{Enter}');
      expect(isOpen(trigger)).toBe(true);
      await user.keyboard('{ArrowDown}');
      await vi.waitFor(() => expect(screen.getByRole('link', { name: 'All services' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      const category = screen.getByRole('link', { name: 'Governance & Advisory' });
      await vi.waitFor(() => expect(category).toHaveFocus());
      expect(category).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('link', { name: 'Advisory Services' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Audit Services' })).toHaveFocus());
      await user.keyboard('{ArrowLeft}');
      expect(category).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(isOpen(trigger)).toBe(false);
      expect(trigger).toHaveFocus();
    });

    it('a link followed closes it (route change)', async () => {
      const user = userEvent.setup();
      const trigger = renderDropdown();
      trigger.focus();
      await user.keyboard('{Enter}');
      await user.click(screen.getByRole('link', { name: 'Audit Services' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/audit');
      expect(isOpen(trigger)).toBe(false);
    });
  });
});
