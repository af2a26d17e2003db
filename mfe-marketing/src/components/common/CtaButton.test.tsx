import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CtaButton, isInSitePath, usableLink } from './CtaButton';

describe('usableLink', () => {
  it('keeps in-site paths and web, mail and phone links', () => {
    for (const link of ['/contact', 'https://example.com/x', 'mailto:a@b.example', 'tel:+1234']) expect(usableLink(link)).toBe(link);
  });

  it('drops script and data URLs and protocol-relative links', () => {
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/x', '/\\evil.example']) {
      expect(usableLink(link), link).toBeUndefined();
    }
    expect(isInSitePath('//evil.example/x')).toBe(false);
  });
});

describe('CtaButton', () => {
  it('renders the fallback link instead of a javascript: link from content', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <CtaButton button={{ text: 'Go', link: 'javascript:alert(1)' }} fallback={{ text: 'Contact', link: '/contact' }} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/contact');
  });
});
