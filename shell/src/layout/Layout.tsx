import type { ReactNode } from 'react';
import { ChatWidgetSlot } from './ChatWidgetSlot';
import { Footer } from './footer/Footer';
import classes from './Layout.module.css';
import { Navbar } from './navbar/Navbar';
import { WhatsAppButton } from './WhatsAppButton';

/** The page chrome; `banner` (a preview's) goes above everything, after the skip link. */
export function Layout({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {banner}
      <Navbar />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <WhatsAppButton />
      <ChatWidgetSlot />
    </div>
  );
}
