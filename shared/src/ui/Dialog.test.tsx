import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClosed }: { onClosed?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Contact Our Team" onClosed={onClosed}>
        <input aria-label="Name" />
        <button type="button">Send</button>
      </Dialog>
    </MantineProvider>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Contact Our Team' });

describe('Dialog', () => {
  it('is named by its title, renders its content only while open, and closes by its close button', async () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog()).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Our Team' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on its backdrop, not on a click inside or a drag that ends outside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(dialog()).toHaveAttribute('open');
    fireEvent.mouseDown(screen.getByLabelText('Name'));
    fireEvent.click(dialog());
    expect(dialog()).toHaveAttribute('open');
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a close the browser does itself (Escape)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // The close event sets state outside a user event, so it goes through act like one.
    act(() => (dialog() as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened again, it shows its content afresh.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(send).toHaveFocus();
  });
});
