import type { ReactNode } from 'react';
import { ChatWidgetSlot } from './ChatWidgetSlot';
import { Footer } from './footer/Footer';
import classes from './Layout.module.css';
import { Navbar } from './navbar/Navbar';
import { WhatsAppButton } from './WhatsAppButton';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
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
